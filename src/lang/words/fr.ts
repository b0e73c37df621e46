/**
 * French: function words and the words of everyday chat, lower case; elided forms end in an
 * apostrophe (c', j', l'…). Then everyday vocabulary (home, food, family, work, school, travel,
 * weather, health, pastimes) with the forms people type: verb forms, plurals, feminines. Written
 * from general knowledge of the language.
 */
export const FR = `
le la les l' un une des du de d' et ou mais donc car or ni que qu' qui quoi quand où comment
pourquoi combien quel quelle quels quelles lequel laquelle je j' tu t' te il elle on nous vous
ils elles me m' moi toi lui leur leurs se s' soi ce c' ça cela ceci cet cette ces ceux celle
celui mon ma mes ton ta tes son sa ses notre nos votre vos mien tien sien est es suis sommes
êtes sont était étais étions étaient été être serai sera serait soit ai as a avons avez ont
avais avait avaient eu avoir aura aurait fait fais faisons faites font faire ferai fera vais
va vas allons allez vont aller allé allée irai viens vient venons venez viennent venir venu
peux peut pouvons pouvez peuvent pu pouvoir pourrais pourrait veux veut voulons voulez
veulent voulu vouloir voudrais sais sait savons savez savoir su dis dit disons dites dire vois
voit voyons voyez voir vu crois croit pense penses pensé ne n' pas plus rien jamais personne
guère très trop bien mal mieux bon bonne bons bonnes beaucoup peu assez aussi encore déjà
toujours maintenant aujourd'hui demain hier soir ce soir matin nuit journée jour jours semaine
week-end weekend mois année an ans ici là alors puis après avant bientôt tard tôt oui ouais
ouai non si merci bonjour bonsoir salut coucou revoir bisous bisou bises d'accord dac ok
carrément grave génial super cool parfait parfaitement désolé désolée dsl pardon excuse
excuse-moi excusez-moi félicitations joyeux anniversaire bravo voilà voila hein bah ben euh
bof chez avec sans pour par sur sous dans en vers entre depuis pendant jusqu'à jusque tout
tous toute toutes quelque quelques quelqu'un chose choses autre autres même mêmes comme parce
parce que mdr ptdr lol stp svp chéri chérie mec meuf pote potes copain copine maman papa
frère sœur enfin attends attend regarde écoute vraiment vrai vraie peut-être évidemment sûr
sûre d'ailleurs quand même ouf ah oh au aux ça va t'inquiète inquiète inquiète pas enchanté
maison boulot travail taf truc trucs machin gens ami amie amis rendez-vous rdv train métro bus
voiture avion vol hôtel clés clefs téléphone portable batterie adresse film match réunion
rapport entretien examen resto restaurant dîner déjeuner petit-déjeuner café manger boire
dormir fatigué fatiguée malade content contente heureux heureuse triste retard en retard
arrive arrives arrivé arrivée arriver rentre rentré rentrer pars partir parti sors sortir
appelle appeler appelé écris écrire écrit envoie envoyer envoyé attendre attends
donne donner donné prends prendre pris mets mettre mis trouve trouver trouvé oublie oublié
oublier aime aimes aimé adore j'adore t'aime je t'aime manque manques tu me manques besoin
faut fallait falloir pluie pleut il pleut chaud froid beau temps nouvelles nouvelle
plaisir tant pis tant pis soirée sympa chouette nul nulle dingue ouah waouh bisou
faim soif sommeil ennuie peur stressé stressée seul seule câlin bisou eau lait pain fromage
poulet bière vin jus dessert gâteau cuisine chambre lit salle douche porte fenêtre vélo rue
ville village plage parc salle piscine église hôpital aéroport gare centre resto fête mariage
bébé fils fille frère sœur mari femme copain copine tante oncle mamie papi cousin cousine
voisin prof médecin tête mal douleur rhume fièvre toux médicament joli jolie beau belle mignon
mignonne moche drôle intelligent bête fou folle bizarre facile difficile cher chère pas cher
rapide vite lentement calme bruyant heureux heureuse triste fatigué chaud froid mouillé propre
sale ouvert fermé plein vide laisse tomber oublie absolument totalement dodo nickel oups zut
mince purée ouais bah bref tchao sympa génial chouette top grave trop pas mal
parle parles parlons parlez parlent parlé parlée parlés parler parlais parlait parlerai parlera
parlerais parlerait parlant appele appeles appelons appelez appelent appelée appelés appelais
appelait appelerai appelera appelerais appelerait appelant arrivons arrivez arrivent arrivés
arrivais arrivait arriverai arrivera arriverais arriverait arrivant travaille travailles travaillons
travaillez travaillent travaillé travaillée travaillés travailler travaillais travaillait
travaillerai travaillera travaillerais travaillerait travaillant étudie étudies étudions étudiez
étudient étudié étudiée étudiés étudier étudiais étudiait étudierai étudiera étudierais étudierait
étudiant achete achetes achetons achetez achetent acheté achetée achetés acheter achetais achetait
acheterai achetera acheterais acheterait achetant paye payes payons payez payent payé payée payés
payer payais payait payerai payera payerais payerait payant envoye envoyes envoyons envoyez envoyent
envoyée envoyés envoyais envoyait envoyerai envoyera envoyerais envoyerait envoyant regardes
regardons regardez regardent regardé regardée regardés regarder regardais regardait regarderai
regardera regarderais regarderait regardant cherche cherches cherchons cherchez cherchent cherché
cherchée cherchés chercher cherchais cherchait chercherai cherchera chercherais chercherait
cherchant trouves trouvons trouvez trouvent trouvée trouvés trouvais trouvait trouverai trouvera
trouverais trouverait trouvant écoutes écoutons écoutez écoutent écouté écoutée écoutés écouter
écoutais écoutait écouterai écoutera écouterais écouterait écoutant cuisines cuisinons cuisinez
cuisinent cuisiné cuisinée cuisinés cuisiner cuisinais cuisinait cuisinerai cuisinera cuisinerais
cuisinerait cuisinant mange manges mangeons mangez mangent mangé mangée mangés mangeais mangeait
mangerai mangera mangerais mangerait mangeant dîne dînes dînons dînez dînent dîné dînée dînés dînais
dînait dînerai dînera dînerais dînerait dînant déjeune déjeunes déjeunons déjeunez déjeunent déjeuné
déjeunée déjeunés déjeunais déjeunait déjeunerai déjeunera déjeunerais déjeunerait déjeunant voyage
voyages voyageons voyagez voyagent voyagé voyagée voyagés voyager voyageais voyageait voyagerai
voyagera voyagerais voyagerait voyageant aide aides aidons aidez aident aidé aidée aidés aider
aidais aidait aiderai aidera aiderais aiderait aidant laisses laissons laissez laissent laissé
laissée laissés laisser laissais laissait laisserai laissera laisserais laisserait laissant passe
passes passons passez passent passé passée passés passer passais passait passerai passera passerais
passerait passant reste restes restons restez restent resté restée restés rester restais restait
resterai restera resterais resterait restant demande demandes demandons demandez demandent demandé
demandée demandés demander demandais demandait demanderai demandera demanderais demanderait
demandant oublies oublions oubliez oublient oubliée oubliés oubliais oubliait oublierai oubliera
oublierais oublierait oubliant change changes changeons changez changent changé changée changés
changer changeais changeait changerai changera changerais changerait changeant nettoye nettoyes
nettoyons nettoyez nettoyent nettoyé nettoyée nettoyés nettoyer nettoyais nettoyait nettoyerai
nettoyera nettoyerais nettoyerait nettoyant lave laves lavons lavez lavent lavé lavée lavés laver
lavais lavait laverai lavera laverais laverait lavant entres entrons entrez entrent entré entrée
entrés entrer entrais entrait entrerai entrera entrerais entrerait entrant invite invites invitons
invitez invitent invité invitée invités inviter invitais invitait inviterai invitera inviterais
inviterait invitant danse danses dansons dansez dansent dansé dansée dansés danser dansais dansait
danserai dansera danserais danserait dansant chante chantes chantons chantez chantent chanté chantée
chantés chanter chantais chantait chanterai chantera chanterais chanterait chantant joue joues
jouons jouez jouent joué jouée joués jouer jouais jouait jouerai jouera jouerais jouerait jouant
utilise utilises utilisons utilisez utilisent utilisé utilisée utilisés utiliser utilisais utilisait
utiliserai utilisera utiliserais utiliserait utilisant repose reposes reposons reposez reposent
reposé reposée reposés reposer reposais reposait reposerai reposera reposerais reposerait reposant
inquiéte inquiétes inquiétons inquiétez inquiétent inquiété inquiétée inquiétés inquiéter inquiétais
inquiétait inquiéterai inquiétera inquiéterais inquiéterait inquiétant touche touchons touchez
touchent touché touchée touchés toucher touchais touchait toucherai touchera toucherais toucherait
touchant portes portons portez portent porté portée portés porter portais portait porterai portera
porterais porterait portant marche marchons marchez marchent marché marchée marchés marcher marchais
marchait marcherai marchera marcherais marcherait marchant range ranges rangeons rangez rangent
rangé rangée rangés ranger rangeais rangeait rangerai rangera rangerais rangerait rangeant tarde
tardes tardons tardez tardent tardé tardée tardés tarder tardais tardait tarderai tardera tarderais
tarderait tardant manquons manquez manquent manqué manquée manqués manquer manquais manquait
manquerai manquera manquerais manquerait manquant essaye essayes essayons essayez essayent essayé
essayée essayés essayer essayais essayait essayerai essayera essayerais essayerait essayant explique
expliques expliquons expliquez expliquent expliqué expliquée expliqués expliquer expliquais
expliquait expliquerai expliquera expliquerais expliquerait expliquant leve leves levons levez
levent levé levée levés lever levais levait leverai levera leverais leverait levant allume allumes
allumons allumez allument allumé allumée allumés allumer allumais allumait allumerai allumera
allumerais allumerait allumant charge chargeons chargez chargent chargé chargée chargés charger
chargeais chargeait chargerai chargera chargerais chargerait chargeant profite profites profitons
profitez profitent profité profitée profités profiter profitais profitait profiterai profitera
profiterais profiterait profitant prépare prépares préparons préparez préparent préparé préparée
préparés préparer préparais préparait préparerai préparera préparerais préparerait préparant tirons
tirez tirent tiré tirée tirés tirer tirais tirait tirerai tirera tirerais tirerait tirant arrête
arrêtes arrêtons arrêtez arrêtent arrêté arrêtée arrêtés arrêter arrêtais arrêtait arrêterai
arrêtera arrêterais arrêterait arrêtant pleure pleures pleurons pleurez pleurent pleuré pleurée
pleurés pleurer pleurais pleurait pleurerai pleurera pleurerais pleurerait pleurant discute discutes
discutons discutez discutent discuté discutée discutés discuter discutais discutait discuterai
discutera discuterais discuterait discutant commence commences commençons commencez commencent
commencé commencée commencés commencer commençais commençait commencerai commencera commencerais
commencerait commençant pensons pensez pensent pensée pensés penser pensais pensait penserai pensera
penserais penserait pensant rappele rappeles rappelons rappelez rappelent rappelé rappelée rappelés
rappeler rappelais rappelait rappelerai rappelera rappelerais rappelerait rappelant compte comptes
comptons comptez comptent compté comptée comptés compter comptais comptait compterai comptera
compterais compterait comptant montre montres montrons montrez montrent montré montrée montrés
montrer montrais montrait montrerai montrera montrerais montrerait montrant coûte coûtes coûtons
coûtez coûtent coûté coûtée coûtés coûter coûtais coûtait coûterai coûtera coûterais coûterait
coûtant rencontre rencontres rencontrons rencontrez rencontrent rencontré rencontrée rencontrés
rencontrer rencontrais rencontrait rencontrerai rencontrera rencontrerais rencontrerait rencontrant
rentres rentrons rentrez rentrent rentrée rentrés rentrais rentrait rentrerai rentrera rentrerais
rentrerait rentrant retourne retournes retournons retournez retournent retourné retournée retournés
retourner retournais retournait retournerai retournera retournerais retournerait retournant habite
habites habitons habitez habitent habité habitée habités habiter habitais habitait habiterai
habitera habiterais habiterait habitant rêve rêves rêvons rêvez rêvent rêvé rêvée rêvés rêver rêvais
rêvait rêverai rêvera rêverais rêverait rêvant embrasse embrasses embrassons embrassez embrassent
embrassé embrassée embrassés embrasser embrassais embrassait embrasserai embrassera embrasserais
embrasserait embrassant aimons aimez aiment aimée aimés aimer aimais aimait aimerai aimera aimerais
aimerait aimant adores adorons adorez adorent adoré adorée adorés adorer adorais adorait adorerai
adorera adorerais adorerait adorant déteste détestes détestons détestez détestent détesté détestée
détestés détester détestais détestait détesterai détestera détesterais détesterait détestant réserve
réserves réservons réservez réservent réservé réservée réservés réserver réservais réservait
réserverai réservera réserverais réserverait réservant annule annules annulons annulez annulent
annulé annulée annulés annuler annulais annulait annulerai annulera annulerais annulerait annulant
vérifie vérifies vérifions vérifiez vérifient vérifié vérifiée vérifiés vérifier vérifiais vérifiait
vérifierai vérifiera vérifierais vérifierait vérifiant confirme confirmes confirmons confirmez
confirment confirmé confirmée confirmés confirmer confirmais confirmait confirmerai confirmera
confirmerais confirmerait confirmant organise organises organisons organisez organisent organisé
organisée organisés organiser organisais organisait organiserai organisera organiserais organiserait
organisant fêtes fêtons fêtez fêtent fêté fêtée fêtés fêter fêtais fêtait fêterai fêtera fêterais
fêterait fêtant salue salues saluons saluez saluent salué saluée salués saluer saluais saluait
saluerai saluera saluerais saluerait saluant gares garons garez garent garé garée garés garer garais
garait garerai garera garerais garerait garant continue continues continuons continuez continuent
continué continuée continués continuer continuais continuait continuerai continuera continuerais
continuerait continuant raconte racontes racontons racontez racontent raconté racontée racontés
raconter racontais racontait raconterai racontera raconterais raconterait racontant garde gardes
gardons gardez gardent gardé gardée gardés garder gardais gardait garderai gardera garderais
garderait gardant donnes donnons donnez donnent donnée donnés donnais donnait donnerai donnera
donnerais donnerait donnant pose poses posons posez posent posé posée posés poser posais posait
poserai posera poserais poserait posant tombe tombes tombons tombez tombent tombé tombée tombés
tombais tombait tomberai tombera tomberais tomberait tombant monte montes montons montez montent
monté montée montés monter montais montait monterai montera monterais monterait montant quitte
quittes quittons quittez quittent quitté quittée quittés quitter quittais quittait quitterai
quittera quitterais quitterait quittant gagne gagnes gagnons gagnez gagnent gagné gagnée gagnés
gagner gagnais gagnait gagnerai gagnera gagnerais gagnerait gagnant accepte acceptes acceptons
acceptez acceptent accepté acceptée acceptés accepter acceptais acceptait accepterai acceptera
accepterais accepterait acceptant refuse refuses refusons refusez refusent refusé refusée refusés
refuser refusais refusait refuserai refusera refuserais refuserait refusant propose proposes
proposons proposez proposent proposé proposée proposés proposer proposais proposait proposerai
proposera proposerais proposerait proposant décide décides décidons décidez décident décidé décidée
décidés décider décidais décidait déciderai décidera déciderais déciderait décidant espére espéres
espérons espérez espérent espéré espérée espérés espérer espérais espérait espérerai espérera
espérerais espérerait espérant préfére préféres préférons préférez préférent préféré préférée
préférés préférer préférais préférait préférerai préférera préférerais préférerait préférant répéte
répétes répétons répétez répétent répété répétée répétés répéter répétais répétait répéterai
répétera répéterais répéterait répétant amene amenes amenons amenez amenent amené amenée amenés
amener amenais amenait amenerai amenera amenerais amenerait amenant emmene emmenes emmenons emmenez
emmenent emmené emmenée emmenés emmener emmenais emmenait emmenerai emmenera emmenerais emmenerait
emmenant lance lances lançons lancez lancent lancé lancée lancés lancer lançais lançait lancerai
lancera lancerais lancerait lançant bouge bouges bougeons bougez bougent bougé bougée bougés bouger
bougeais bougeait bougerai bougera bougerais bougerait bougeant nage nages nageons nagez nagent nagé
nagée nagés nager nageais nageait nagerai nagera nagerais nagerait nageant vole voles volons volez
volent volé volée volés voler volais volait volerai volera volerais volerait volant visite visites
visitons visitez visitent visité visitée visités visiter visitais visitait visiterai visitera
visiterais visiterait visitant réveille réveilles réveillons réveillez réveillent réveillé réveillée
réveillés réveiller réveillais réveillait réveillerai réveillera réveillerais réveillerait
réveillant couche couchons couchez couchent couché couchée couchés coucher couchais couchait
coucherai couchera coucherais coucherait couchant habille habilles habillons habillez habillent
habillé habillée habillés habiller habillais habillait habillerai habillera habillerais habillerait
habillant douches douchons douchez douchent douché douchée douchés doucher douchais douchait
doucherai douchera doucherais doucherait douchant dépêche dépêches dépêchons dépêchez dépêchent
dépêché dépêchée dépêchés dépêcher dépêchais dépêchait dépêcherai dépêchera dépêcherais dépêcherait
dépêchant occupe occupes occupons occupez occupent occupé occupée occupés occuper occupais occupait
occuperai occupera occuperais occuperait occupant amuse amuses amusons amusez amusent amusé amusée
amusés amuser amusais amusait amuserai amusera amuserais amuserait amusant ennuye ennuyes ennuyons
ennuyez ennuyent ennuyé ennuyée ennuyés ennuyer ennuyais ennuyait ennuyerai ennuyera ennuyerais
ennuyerait ennuyant énerve énerves énervons énervez énervent énervé énervée énervés énerver énervais
énervait énerverai énervera énerverais énerverait énervant calmes calmons calmez calment calmé
calmée calmés calmer calmais calmait calmerai calmera calmerais calmerait calmant trompe trompes
trompons trompez trompent trompé trompée trompés tromper trompais trompait tromperai trompera
tromperais tromperait trompant semble sembles semblons semblez semblent semblé semblée semblés
sembler semblais semblait semblerai semblera semblerais semblerait semblant jete jetes jetons jetez
jetent jeté jetée jetés jeter jetais jetait jeterai jetera jeterais jeterait jetant crie crions
criez crient crié criée criés crier criais criait crierai criera crierais crierait criant ferme
fermes fermons fermez ferment fermée fermés fermer fermais fermait fermerai fermera fermerais
fermerait fermant presse presses pressons pressez pressent pressé pressée pressés presser pressais
pressait presserai pressera presserais presserait pressant rate rates ratons ratez ratent raté ratée
ratés rater ratais ratait raterai ratera raterais raterait ratant finis finit finissons finissez
finissent fini finie finir finissais finissait finirai finira finirais choisis choisit choisissons
choisissez choisissent choisi choisie choisir choisissais choisissait choisirai choisira choisirais
réussis réussit réussissons réussissez réussissent réussi réussie réussir réussissais réussissait
réussirai réussira réussirais grandis grandit grandissons grandissez grandissent grandi grandie
grandir grandissais grandissait grandirai grandira grandirais remplis remplit remplissons remplissez
remplissent rempli remplie remplir remplissais remplissait remplirai remplira remplirais réfléchis
réfléchit réfléchissons réfléchissez réfléchissent réfléchi réfléchie réfléchir réfléchissais
réfléchissait réfléchirai réfléchira réfléchirais ouvre ouvres ouvrons ouvrez ouvrent ouverte ouvrir
ouvrirai seras serons seront serais sois soyez fus fut avions aurai auras aurons auront aurais aie
ait allais allait allés iras ira irons iront irais irait aille allons-y vas-y va-t'en faisais
faisait feras ferons feront ferais ferait fasse faisant pouvais pouvait pourrai pourra pourriez
puisse voulais voulait voudrai voudra voudrait veuille devoir dois doit devons devez doivent devais
devait dû devrai devra devrais devrait savent savais savait saurai saura saurais saurait sache
disent disais disait dirai dira dirais dirait dise dis-moi dis-lui venais venait venue venus
viendrai viendra viendrais viendrait vienne revenir reviens revient revenu revenue reviendrai tenir
tiens tient tenu voient voyais voyait vue verrai verra verrais verrait voie prend prenons prenez
prennent prenais prenait prise prendrai prendra prendrais prenne apprendre apprends apprend appris
comprendre comprends comprend comprenons comprenez compris mettons mettez mettent mettais mise
mettrai mettra part partons partez partent partais partait partie partirai partira sort sortons
sortez sortent sorti sortie sortirai sortira dors dort dormons dormez dorment dormi dormais dormait
dormirai sentir sens senti sentie sentais servir sers sert servi courir cours court couru lire lis
lisons lisez lisent lu lisais lirai écrivons écrivez écrivent écrivais écrirai écrira bois boit
buvons buvez boivent bu buvais boirai croire croyons croyez croient cru croyais connaître connais
connaît connaissons connaissez connaissent connu connue connaissais attendons attendez attendent
attendu attendais attendrai attendra attends-moi entendre entends entend entendu entendais répondre
réponds répond répondu perdre perds perd perdu perdue vendre vends vend vendu descendre descends
descend descendu rendre rends rend rendu recevoir reçois reçoit reçu reçue vivre vis vit vivons
vivent vécu suivre suit suivi plaire plaît plu pleuvoir pleuvait pleuvra faudra faudrait valoir vaut
valait vaudrait mourir meurs meurt mort morte rire ris rit rions riez ri offrir offre offert offerte
conduire conduis conduit conduite appelles appellent appellerai appellera appelle-moi rappelle
rappelles rappelle-moi achète achètes achètent achèterai jette jettes jettent lève lèves lèvent
essaie essaies essaient essaierai paie paies paient envoies envoient enverrai enverra nettoie espère
espères espèrent préfère préfères préfèrent répète répètes regarde-moi écoute-moi écris-moi
envoie-moi aide-moi laisse-moi réveille-moi préviens-moi dépêche-toi calme-toi tais-toi assieds-toi
y eux celles dont à contre selon malgré près loin devant derrière dedans dehors dessus dessous
là-bas partout ailleurs avant-hier après-demain souvent parfois longtemps ensuite sinon moins
tellement presque seulement juste sûrement certainement probablement doute forcément franchement
sérieusement heureusement malheureusement finalement complètement exactement chaque aucun aucune
plusieurs tel telle ouaip nan d'ac a+ l'heure gros biz bizz t'embrasse mercii merciii mille mercis
t'en prie mdrr ahah ahahah héhé aïe punaise putain merde olala oulala genre cœur puce chou frérot
gars poto slt cc bjr bsr tkt jsp jpp pk pq pcq qd tjrs bcp mtn auj dem va? roule tranquille
impeccable souci problème courage chance appétit t'adore c'est c'était j'ai j'avais j'aurai j'suis
j'vais j'arrive j'sais j'pense j'crois t'es t'as t'étais t'arrives y'a qu'est-ce est-ce n'est n'ai
n'as n'y l'ai l'as deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze
seize vingt trente quarante cinquante cent million premier première deuxième troisième demi demie
maisons appartement appartements appart apparts salon salons chambres salles bain bains jardin
jardins terrasse terrasses balcon balcons garage garages fenêtres mur murs sol sols plafond plafonds
escalier escaliers ascenseur ascenseurs clé clef table tables chaise chaises canapé canapés lits
oreiller oreillers couverture couvertures drap draps armoire armoires tiroir tiroirs lampe lampes
lumière lumières miroir miroirs serviette serviettes savon shampoing shampoings brosse brosses
poubelle poubelles frigo frigos réfrigérateur réfrigérateurs fours micro-ondes machine machines
assiette assiettes verre verres tasse tasses cuillère cuillères couteau couteaux fourchette
fourchettes poêle poêles casserole casseroles bouteille bouteilles nourriture nourritures bouffe
bouffes repas petit-déjeuners déjeuners goûter goûters dîners pains laits fromages œuf œufs jambon
jambons poulets viande viandes poisson poissons riz pâtes soupe soupes salade salades pomme pommes
terre terres tomate tomates oignon oignons ail ails carotte carottes fruit fruits orange oranges
banane bananes fraise fraises raisin raisins citron citrons ananas pastèque pastèques melon melons
poire poires biscuit biscuits gâteaux chocolat chocolats glace glaces desserts sucre sucres sel sels
huile huiles beurre beurres yaourt yaourts céréale céréales légume légumes sandwichs croissant
croissants baguette baguettes crêpe crêpes cafés thé thés eaux bières vins apéro apéros glaçon
glaçons famille familles mère mères père pères mamans papas filles frères sœurs grand-père
grand-pères grand-mère grand-mères papis mamies petit-fils petite-fille petite-filles oncles tantes
cousins cousines maris femmes copains copines fiancé fiancés fiancée fiancées bébés enfant enfants
gamin gamins gamine gamines garçon garçons monsieur monsieurs madame madames amies collègue
collègues voisins voisine voisines chef chefs patron patrons profs professeur professeurs maîtresse
maîtresses médecins docteur docteurs infirmier infirmiers infirmière infirmières avocat avocats
policier policiers client clients corps têtes visage visages œil yeux oreille oreilles nez bouche
bouches dent dents cheveu cheveux main mains doigt doigts bras jambe jambes pied pieds dos ventre
ventres estomac estomacs cœurs gorge gorges genou genous épaule épaules vêtement vêtements habit
habits chemise chemises tee-shirt tee-shirts pantalon pantalons jean jupe jupes robe robes veste
vestes manteau manteaux blouson blousons chaussure chaussures basket baskets botte bottes chaussette
chaussettes bonnet bonnets casquette casquettes écharpe écharpes gant gants sac sacs às valise
valises portefeuille portefeuilles lunettes bague bagues villes villages quartier quartiers rues
avenue avenues place places parcs plages mer mers montagne montagnes rivière rivières lac lacs
campagne campagnes forêt forêts île îles monde mondes magasin magasins supermarché supermarchés
pharmacie pharmacies banque banques hôpitaux école écoles collège collèges lycée lycées fac facs
université universités bureau bureaux entreprise entreprises usine usines restaurants restos boîte
boîtes cinéma cinémas ciné cinés théâtre théâtres musée musées églises bibliothèque bibliothèques
piscines stade stades aéroports hôtels poste postes boulangerie boulangeries voitures bagnole
bagnoles moto motos vélos camion camions trains métros tram trams bateau bateaux billet billets
trafic trafics embouteillage embouteillages bouchon bouchons essence essences feu feux carrefour
carrefours travails boulots tafs devoirs exam exams examens réunions projet projets e-mail e-mails
message messages appel appels photo photos vidéo vidéos chanson chansons musique musiques films
série séries livre livres magazine magazines journal journaux jeu jeux matchs équipe équipes foot
cadeau cadeaux surprise surprises soirées mariages anniversaires anniv annivs noël noëls vacances
vols réservation réservations rdvs plan plans problèmes question questions réponse réponses idée
idées vérité vérités mensonge mensonges chances faute fautes raison raisons argent argents fric
frics thune thunes prix euro euros carte cartes facture factures achat achats promo promos soldes
téléphones portables tels tél téls chargeur chargeurs batteries ordinateur ordinateurs ordi ordis
écran écrans télé télés mot mots appli applis journées semaines années heure heures minute minutes
seconde secondes moment moments instant instants matins matinée matinées après-midi après-midis
soirs nuits midi midis minuit minuits lundi lundis mardi mardis mercredi mercredis jeudi jeudis
vendredi vendredis samedi samedis dimanche dimanches week-ends weekends janvier janviers février
févriers mars avril avrils mai juin juins juillet juillets août aoûts septembre septembres octobre
octobres novembre novembres décembre décembres printemps étés automne automnes hiver hivers météo
météos soleil soleils pluies neige neiges vent vents nuage nuages chaleur chaleurs froids orage
orages chien chiens chienne chiennes chat chats chatte chattes oiseau oiseaux cheval chevaux vache
vaches amour amours câlins peurs faims soifs douleurs santé santés maladie maladies grippe grippes
rhumes fièvres médicaments cachet cachets joie joies tristesse tristesses envie envies hâte hâtes
patience honte hontes fois côté côtés parties façon façons manière manières endroit endroits coin
coins nom noms numéro numéros couleur couleurs taille tailles fin fins début débuts moitié moitiés
machins mauvais mauvaise mauvaiss mauvaises beaux belles jolis jolies moches grand grande grands
grandes petit petite petits petites haut haute hauts hautes bas base bass bases long longue courte
courts courtes grosse minces nouveau nouveaux vieux vieille vieilles jeune jeunes riche riches
pauvre pauvres chers chères faciles difficiles rapides lente lents lentes propres pleine pleins
pleines vides ouverts ouvertes fermées chaude chauds chaudes froide froides frais fraîche sec sèche
mouillée mouillés mouillées dur dure durs dures mou moue mous moues lourd lourde lourds lourdes
léger légère légers légères fort forte forts fortes faible faibles malin maline malins malines bêtes
fous folles bizarres étrange étranges normal normaux simple simples confortable confortables
tranquilles nerveux nerveuse nerveuses inquiet occupées libre libres fatigués fatiguées crevé crevée
crevés crevées ennuyées marrant marrante marrants marrantes drôles sérieux sérieuse sérieuses
tristes joyeuse joyeuses contents contentes heureuses énervées fâché fâchée fâchés fâchées excité
excitée excités excitées surpris surpriss effrayé effrayée effrayés effrayées malades bourré bourrée
bourrés bourrées réveillées endormi endormie endormis endormies seuls seules prêt prête prêts prêtes
parfaite parfaits parfaites géniale génials géniales incroyable incroyables merveilleux merveilleuse
merveilleuses horrible horribles terrible terribles important importante importants importantes
nécessaire nécessaires possible possibles impossible impossibles sûrs sûres vrais vraies faux fausse
clair claire clairs claires sombre sombres blanc blanche noir noire noirs noires rouge rouges bleu
bleue bleus bleues vert verte verts vertes jaune jaunes rose roses gris grise marron marrone marrons
marrones violet violette délicieux délicieuse délicieuses piquant piquante piquants piquantes sucré
sucrée sucrés sucrées salé salée salés salées amer amère amers amères dernier dernière derniers
dernières premiers premières prochain prochaine prochains prochaines suivant suivante suivants
suivantes proche proches lointain lointaine lointains lointaines différent différente différents
différentes pareil pareille pareils pareilles spécial spéciale spécials spéciales préférées gentil
gentille gentils gentilles adorable adorables mignone mignons mignones sympae sympas sympaes parlee
appelee arrivee travaillee etudie etudies etudions etudiez etudient etudiee etudier etudiais
etudiait etudierai etudiera etudierais etudierait etudiant achetee payee envoyee regardee cherchee
trouvee ecoute ecoutes ecoutons ecoutez ecoutent ecoutee ecouter ecoutais ecoutait ecouterai
ecoutera ecouterais ecouterait ecoutant cuisinee mangee dine dines dinons dinez dinent dinee diner
dinais dinait dinerai dinera dinerais dinerait dinant dejeune dejeunes dejeunons dejeunez dejeunent
dejeunee dejeuner dejeunais dejeunait dejeunerai dejeunera dejeunerais dejeunerait dejeunant voyagee
aidee laissee passee restee demandee oubliee changee nettoyee lavee entree invitee dansee chantee
jouee utilisee reposee inquiete inquietes inquietons inquietez inquietent inquietee inquieter
inquietais inquietait inquieterai inquietera inquieterais inquieterait inquietant touchee portee
marchee rangee tardee manquee essayee expliquee levee allumee chargee profitee preparons preparez
preparent preparee preparer preparais preparait preparerai preparera preparerais preparerait
preparant tiree arrete arretes arretons arretez arretent arretee arreter arretais arretait arreterai
arretera arreterais arreterait arretant pleuree discutee commencons commencee commencais commencait
commencant pensee rappelee comptee montree coute coutes coutons coutez coutent coutee couter coutais
coutait couterai coutera couterais couterait coutant rencontree rentree retournee habitee reve reves
revons revez revent revee rever revais revait reverai revera reverais reverait revant embrassee
aimee adoree deteste detestes detestons detestez detestent detestee detester detestais detestait
detesterai detestera detesterais detesterait detestant reserves reservons reservez reservent
reservee reserver reservais reservait reserverai reservera reserverais reserverait reservant annulee
verifie verifies verifions verifiez verifient verifiee verifier verifiais verifiait verifierai
verifiera verifierais verifierait verifiant confirmee organisee fete fetes fetons fetez fetent fetee
feter fetais fetait feterai fetera feterais feterait fetant saluee garee continuee racontee gardee
donnee posee tombee montee quittee gagnee acceptee refusee proposee decidons decidez decident
decidee decider decidais decidait deciderai decidera deciderais deciderait decidant esperes esperons
esperez esperent esperee esperer esperais esperait espererai esperera espererais espererait esperant
prefere preferes preferons preferez preferent preferee preferer preferais preferait prefererai
preferera prefererais prefererait preferant repete repetes repetons repetez repetent repetee repeter
repetais repetait repeterai repetera repeterais repeterait repetant amenee emmenee lancons lancee
lancais lancait lancant bougee nagee volee visitee reveille reveilles reveillons reveillez
reveillent reveillee reveiller reveillais reveillait reveillerai reveillera reveillerais
reveillerait reveillant couchee habillee douchee depeche depeches depechons depechez depechent
depechee depecher depechais depechait depecherai depechera depecherais depecherait depechant occupee
amusee ennuyee enerve enerves enervons enervez enervent enervee enerver enervais enervait enerverai
enervera enerverais enerverait enervant calmee trompee semblee jetee criee fermee pressee ratee
reussis reussit reussissons reussissez reussissent reussi reussie reussir reussissais reussissait
reussirai reussira reussirais reflechis reflechit reflechissons reflechissez reflechissent reflechi
reflechie reflechir reflechissais reflechissait reflechirai reflechira reflechirais etre etes etais
etait etions etaient ete allee ecrire ecris ecrit ecrivons ecrivez ecrivent ecrivais ecrirai ecrira
connaitre connait repondre reponds repond repondu recois recoit recu recue vecu plait ecoute-moi
ecris-moi reveille-moi previens-moi depeche-toi ca apres malgre pres derriere la-bas apres-demain
bientot surement peut-etre evidemment forcement carrement serieusement completement meme memes
desole desolee cheri cherie frere frerot t'inquiete journee soiree felicitations c'etait t'etais
premiere deuxieme troisieme fenetre fenetres cle cles canape canapes lumiere lumieres refrigerateur
refrigerateurs cuillere cuilleres poele poeles petit-dejeuner petit-dejeuners dejeuners gouter
gouters diners pates pasteque pasteques gateau gateaux cereale crepe crepes thes biere bieres apero
aperos glacon glacons mere meres peres freres grand-pere grand-peres grand-mere grand-meres fiancee
fiancees garcon garcons collegue collegues maitresse maitresses medecin medecins infirmiere
infirmieres tete tetes epaule epaules vetement vetements echarpe echarpes riviere rivieres foret
forets ile iles supermarche supermarches hopital hopitaux ecole ecoles lycee lycees universite
universites boite boites musee musees eglise eglises bibliotheque bibliotheques aeroport aeroports
velo velos reunion reunions soirees noel noels problemes reponse reponses idees verite verites
telephone telephones ecran ecrans journees annee annees matinee matinees apres-midi apres-midis
fevrier fevriers aout aouts decembre decembres meteo meteos calin calins sante santes fievre fievres
medicament medicaments cote cotes facon facons maniere manieres numeros debut debuts moitie moities
chere cheres fermees fraiche seche mouille mouillee mouilles mouillees leger legere legers legeres
betes etrange etranges occupees fatigue fatiguee fatigues fatiguees creve crevee creves crevees
ennuyees drole droles serieux serieuse serieuses enervees fache fachee faches fachees excitee
excitees effraye effrayee effrayes effrayees bourre bourree bourres bourrees reveillees pret prete
prets pretes geniale genials necessaire necessaires surs sures delicieux delicieuse delicieuses
sucree sucrees salee salees amere ameres derniere dernieres premieres differente differents
differentes specials speciales preferees peinture peintures guitare guitares piano pianos invitation
invitations randonnée randonnées ballon ballons balle balles réveil réveils alarme alarmes odeur
odeurs bruits parapluies lessive lessives vaisselle vaisselles aspirateur aspirateurs but buts
course pari paris crème crèmes tempête tempêtes ciel ciels étoile étoiles lune lunes arbre arbres
fleur fleurs herbe herbes pierre pierres champ champs colline collines chemin chemins pont ponts
immeuble immeubles bâtiment bâtiments tour tours château châteaux épicerie épiceries librairie
librairies boucherie boucheries coiffeur coiffeurs dentiste dentistes ordonnance ordonnances recette
recettes migraine migraines allergie allergies blessure blessures sang sangs peau peaux os vie vies
histoire histoires avis occasion occasions situation situations expérience expériences relation
relations conseil conseils décision décisions erreur erreurs blague blagues secret secrets promesse
promesses résultat résultats exemple exemples langue langues lettre lettres colis serrure serrures
papier papiers stylo stylos cahier cahiers étudiants camarade camarades note notes férié fériés
salaire salaires entretiens contrat contrats service services pause pauses reçus monnaie monnaies
pièce pièces espèces liquide liquides addition additions loyer loyers arrêt arrêts quai quais
retards passeport passeports souvenir souvenirs vues concert concerts queue queues file files
boisson boissons encas sauce sauces épice épices poivre poivres vinaigre vinaigres miel miels
confiture confitures farine farines haricot haricots maïs champignon champignons poivron poivrons
concombre concombres pêche pêches cerise cerises saucisse saucisses crevette crevettes plat plats
menu menus serveur serveurs pourboire pourboires nappe nappes tapis rideau rideaux plante plantes
toit toits propriétaire propriétaires chauffage chauffages clim clims électricité électricités
prises câble câbles clavier claviers imprimante imprimantes groupe groupes discussion discussions
vocal vocaux autocollant autocollants capture captures lien liens fichier fichiers infos prévisions
température températures degré degrés brouillard brouillards canicule canicules ombre ombres saison
saisons loisir loisirs passe-temps lecture lectures dessin dessins jardinage jardinages footing
footings natation natations entraînement entraînements joueur joueurs gagnants société jouet jouets
sieste siestes coupe coupes parfum parfums maquillage maquillages ongle ongles humeur humeurs soucis
espoir espoirs dommage dommages amusement amusements paix remerciement remerciements souhait
souhaits vœu vœus enterrement enterrements hôte hôtes grossesse grossesses ado ados homme hommes
personnes foule foules chauffeur chauffeurs conducteur conducteurs cuisinier cuisiniers ingénieur
ingénieurs vendeur vendeurs employé employés armée armées prière prières dieu dieux capitale
capitales frontière frontières gouvernement gouvernements élections loi lois guerre guerres science
sciences art arts culture cultures vague vagues sable sables coquillage coquillages insecte insectes
moustique moustiques mouche mouches araignée araignées souris lapin lapins cochon cochons mouton
moutons poule poules canard canards ours lion lions singe singes éléphant éléphants serpent serpents
vétérinaire vétérinaires ensoleillé ensoleillée ensoleillés ensoleillées pluvieux pluvieuse
pluvieuses venteux venteuse venteuses nuageuse nuageuses brumeux brumeuse brumeuses enneigé enneigée
enneigés enneigées humide humides aimable aimables sympathique sympathiques poli polie polis polies
impoli impolie impolis impolies timide timides courageux courageuse courageuses paresseux paresseuse
paresseuses jaloux fier fière fiers fières reconnaissant reconnaissante reconnaissants
reconnaissantes célèbre célèbres dangereux dangereuse dangereuses silencieux silencieuse
silencieuses bondé bondée bondés bondées affamé affamée affamés affamées assoiffé assoiffée
assoiffés assoiffées tôte tôts tôtes cassé cassée cassés cassées perdus perdues gratuit gratuite
gratuits gratuites coûteux coûteuse coûteuses énorme énormes minuscule minuscules large larges
étroit étroite étroits étroites profond profonde profonds profondes doux sain saine sains saines
crue crus crues cuit cuite cuits cuites frit frite frits frites congelé congelée congelés congelées
fraiss mûr mûre mûrs mûres pourri pourrie pourris pourries faite faits intéressant intéressante
intéressants intéressantes ennuyeux ennuyeuse ennuyeuses passionnant passionnante passionnants
passionnantes moderne modernes ancien ancienne anciens anciennes public publice publics publices
privé privée privés privées local locale locals locales étranger étrangère étrangers étrangères
national nationale nationals nationales célibataire célibataires marié mariée mariés mariées
enceinte enceintes peindre dessiner dessine dessines dessinons dessinez dessinent dessiné dessinée
dessinais dessinait dessinerai dessinera skier skie skies skions skiez skient skié skiée skiais
skiait skierai skiera randonner randonne randonnes randonnons randonnez randonnent randonné
randonnais randonnait randonnerai randonnera pêcher pêchons pêchez pêchent pêché pêchée pêchais
pêchait pêcherai pêchera sentis sentit sentissons sentissez goûte goûtes goûtons goûtez goûtent
goûté goûtée goûtais goûtait goûterai goûtera couper coupons coupez coupent coupé coupée coupais
coupait couperai coupera frire cuire bouillir bouillis bouillit bouilli bouillissons bouillissez
mélanger mélange mélanges mélangeons mélangez mélangent mélangé mélangée mélangeais mélangeait
mélangerai mélangera partager partage partages partageons partagez partagent partagé partagée
partageais partageait partagerai partagera télécharger télécharge télécharges téléchargeons
téléchargez téléchargent téléchargé téléchargée téléchargeais téléchargeait téléchargerai
téléchargera effacer efface effaces effaçons effacez effacent effacé effacée effaçais effaçait
effacerai effacera supprimer supprime supprimes supprimons supprimez suppriment supprimé supprimée
supprimais supprimait supprimerai supprimera sauvegarder sauvegarde sauvegardes sauvegardons
sauvegardez sauvegardent sauvegardé sauvegardée sauvegardais sauvegardait sauvegarderai sauvegardera
imprimer imprime imprimes imprimons imprimez impriment imprimé imprimée imprimais imprimait
imprimerai imprimera réparer répare répares réparons réparez réparent réparé réparée réparais
réparait réparerai réparera casser casse casses cassons cassez cassent cassais cassait casserai
cassera louer loue loues louons louez louent loué louée louais louait louerai louera déménager
déménage déménages déménageons déménagez déménagent déménagé déménagée déménageais déménageait
déménagerai déménagera atterrir atterris atterrit atterri atterrissons atterrissez célébrer célébre
célébres célébrons célébrez célébrent célébré célébrée célébrais célébrait célébrerai célébrera
épouser épouse épouses épousons épousez épousent épousé épousée épousais épousait épouserai épousera
prier pries prions priez prient prié priée priais priait prierai priera voter vote votes votons
votez votent voté votée votais votait voterai votera parier parie paries parions pariez parient
parié pariée pariais pariait parierai pariera sourire chuchoter chuchote chuchotes chuchotons
chuchotez chuchotent chuchoté chuchotée chuchotais chuchotait chuchoterai chuchotera disputer
dispute disputes disputons disputez disputent disputé disputée disputais disputait disputerai
disputera pardonner pardonne pardonnes pardonnons pardonnez pardonnent pardonné pardonnée pardonnais
pardonnait pardonnerai pardonnera confiance mentir mentis mentit menti mentissons mentissez cacher
cache caches cachons cachez cachent caché cachée cachais cachait cacherai cachera tousser tousse
tousses toussons toussez toussent toussé toussée toussais toussait tousserai toussera éternuer
éternue éternues éternuons éternuez éternuent éternué éternuée éternuais éternuait éternuerai
éternuera détendre entraîner entraîne entraînes entraînons entraînez entraînent entraîné entraînée
entraînais entraînait entraînerai entraînera repasser repasse repasses repassons repassez repassent
repassé repassée repassais repassait repasserai repassera balayer balaye balayes balayons balayez
balayent balayé balayée balayais balayait balayerai balayera arroser arrose arroses arrosons arrosez
arrosent arrosé arrosée arrosais arrosait arroserai arrosera nourrir nourris nourrit nourri
nourrissons nourrissez promener promene promenes promenons promenez promenent promené promenée
promenais promenait promenerai promenera emprunter emprunte empruntes empruntons empruntez
empruntent emprunté empruntée empruntais empruntait emprunterai empruntera prêter prêtons prêtez
prêtent prêté prêtée prêtais prêtait prêterai prêtera devois devoit devoi devoissons devoissez
allent allerai allera pousser pousse pousses poussons poussez poussent poussé poussée poussais
poussait pousserai poussera mouris mourit mouri mourissons mourissez naître serrer serre serres
serrons serrez serrent serré serrée serrais serrait serrerai serrera attraper attrape attrapes
attrapons attrapez attrapent attrapé attrapée attrapais attrapait attraperai attrapera sauter saute
sautes sautons sautez sautent sauté sautée sautais sautait sauterai sautera grimper grimpe grimpes
grimpons grimpez grimpent grimpé grimpée grimpais grimpait grimperai grimpera traverser traverse
traverses traversons traversez traversent traversé traversée traversais traversait traverserai
traversera tourner tourne tournes tournons tournez tournent tourné tournée tournais tournait
tournerai tournera guider guide guides guidons guidez guident guidé guidée guidais guidait guiderai
guidera randonnee randonnees reveil reveils cremes tempete tempetes etoile etoiles batiment
batiments chateau chateaux epicerie epiceries resultat resultats etudiants feries recus piece pieces
especes arret arrets epice epices peche peches proprietaire proprietaires electricite electricites
previsions degre degres entrainement entrainements societe hote hotes ingenieurs employe employes
armees priere prieres frontiere frontieres araignee araignees veterinaire veterinaires ensoleille
ensoleillee ensoleilles ensoleillees enneige enneigee enneiges enneigees fiere fieres celebre
celebres bonde bondee bondes bondees affame affamee affames affamees assoiffe assoiffee assoiffes
assoiffees tote tots totes cassee cassees couteux couteuse couteuses etroit etroite etroits etroites
congele congelee congeles congelees mure mures interessants prive privee prives privees etranger
etrangere etrangers etrangeres celibataire celibataires marie mariee maries mariees dessinee skiee
pecher pechons pechez pechent pechee pechais pechait pecherai pechera goute goutes goutons goutez
goutent goutee goutais goutait gouterai goutera coupee melanger melange melanges melangeons melangez
melangent melangee melangeais melangeait melangerai melangera partagee telecharger telecharge
telecharges telechargeons telechargez telechargent telechargee telechargeais telechargeait
telechargerai telechargera effacons effacee effacais effacait supprimee sauvegardee imprimee reparer
repare repares reparons reparez reparent reparee reparais reparait reparerai reparera louee
demenager demenage demenages demenageons demenagez demenagent demenagee demenageais demenageait
demenagerai demenagera celebrer celebrons celebrez celebrent celebree celebrais celebrait celebrerai
celebrera epouser epouse epouses epousons epousez epousent epousee epousais epousait epouserai
epousera priee votee pariee chuchotee disputee pardonnee cachee toussee eternuer eternue eternues
eternuons eternuez eternuent eternuee eternuais eternuait eternuerai eternuera detendre entrainer
entraine entraines entrainons entrainez entrainent entrainee entrainais entrainait entrainerai
entrainera repassee balayee arrosee promenee empruntee preter pretons pretez pretent pretee pretais
pretait preterai pretera poussee naitre serree attrapee sautee grimpee traversee tournee guidee
`;
