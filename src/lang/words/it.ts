/**
 * Italian: function words and the words of everyday chat, lower case; elided forms end in an
 * apostrophe (l', un', dell'…). Then everyday vocabulary (home, food, family, work, school, travel,
 * weather, health, pastimes) with the forms people type: verb forms, plurals, feminines. Written
 * from general knowledge of the language.
 */
export const IT = `
il lo la i gli le l' un uno una un' e ed o od ma però pero che chi cosa cos' come com' dove
dov' quando perché perche quanto quanta quanti quale quali di d' del dello della dei degli
delle dell' a ad al allo alla ai agli alle all' da dal dallo dalla dai dagli dalle dall' in
nel nello nella nei negli nelle nell' con col su sul sullo sulla sui sugli sulle sull' per
tra fra io tu lui lei noi voi loro mi ti ci vi si me te ce ve se glielo gliela ne mio mia miei
mie tuo tua tuoi tue suo sua suoi sue nostro nostra nostri vostro vostra questo questa questi
queste quello quella quelli quelle quel è sono sei siamo siete era ero eri eravamo erano
stato stata stati essere sarò sarà sarebbe sia ho hai ha abbiamo avete hanno avevo aveva
avevamo avuto avere avrò avrei faccio fai fa facciamo fate fanno facevo fatto fare farò vado
vai va andiamo andate vanno andato andata andare vengo vieni viene veniamo vengono venuto
venire posso puoi può possiamo potete possono potuto potere potrei voglio vuoi vuole vogliamo
volete vogliono volevo volere vorrei so sai sa sappiamo sapete sanno sapere dico dici dice
diciamo dire detto vedo vedi vede vediamo vedere visto credo credi penso pensi pensare non
no sì si niente nulla mai più molto molta molti molte tanto tanta tanti tante troppo troppa
poco poca pochi bene male meglio peggio buono buona buoni buone bello bella belli belle
brutto brutta grazie prego ciao salve buongiorno buonasera buonanotte arrivederci presto ci
vediamo domani oggi ieri stasera stamattina stanotte adesso ora già ancora sempre anche pure
poi dopo prima tardi qui qua lì là allora quindi dunque comunque magari forse pronto certo
certamente esatto esattamente davvero proprio infatti ecco ok okay dai boh mah vabbè vabbe beh casa
lavoro giorno giorni giornata notte settimana weekend fine anno anni volta volte ore ora
momento amico amica amici amiche mamma papà ragazzi ragazze ragazzo ragazza tesoro amore
caro cara scusa scusami scusate scusi perdono auguri complimenti bravo brava bravi perfetto
perfetta fantastico fantastica figurati tranquillo tranquilla ahah ahahah ahahaha haha tutto
tutti tutta tutte qualcosa qualcuno nessuno nessuna ogni altro altra altri altre stesso
stessa mentre anzi cioè ovvero invece senza dentro fuori sopra sotto vicino lontano insieme
chiamo chiami chiama chiamare chiamami scrivo scrivi scrive scrivere scrivimi mando mandi
manda mandare mandami aspetto aspetti aspetta aspettare arrivo arrivi arriva arrivato
arrivata arrivare torno torni torna tornare esco esci esce uscire resto resti mangiare cena
pranzo colazione caffè birra treno macchina aereo volo albergo chiavi telefono cellulare
batteria indirizzo film partita riunione relazione colloquio esame capo ufficio scuola pioggia
piove caldo freddo tempo stanco stanca malato malata contento contenta felice triste ritardo
in ritardo buon compleanno natale ben fatto mille baci bacio bacione abbraccio un abbraccio
mi manchi manchi manca importa vuoi bene voglio bene cavolo mamma mia madonna dio evviva
fame sete sonno annoiato annoiata paura nervoso nervosa solo sola abbraccio bacio acqua latte
pane formaggio pollo birra vino succo dolce torta cucina camera letto bagno doccia porta
finestra bici strada città paese spiaggia parco palestra piscina chiesa ospedale aeroporto
stazione centro ristorante bar festa matrimonio bambino bambina figlio figlia fratello sorella
marito moglie fidanzato fidanzata zia zio nonna nonno cugino cugina vicino prof medico testa
male dolore raffreddore febbre tosse medicina carino carina bello brutto divertente simpatico
intelligente stupido pazzo strano facile difficile caro economico veloce piano lento calmo
contento contenta felice triste stanco caldo freddo bagnato pulito sporco aperto chiuso pieno
pronta vuoto lascia stare dimentica assolutamente totalmente ottimo ottima benissimo andiamo
notte bene piace adoro uffa accidenti mannaggia evvai ok ciao
parlo parli parla parliamo parlate parlano parlavo parlava parlato parlata parlati parlare parlando
parlerò parlerà parlerei parlerebbe parlarmi parlarti parlarlo chiamiamo chiamate chiamano chiamavo
chiamava chiamato chiamata chiamati chiamando chiamerò chiamerà chiamerei chiamerebbe chiamarmi
chiamarti chiamarlo aspettiamo aspettate aspettano aspettavo aspettava aspettato aspettata aspettati
aspettando aspetterò aspetterà aspetterei aspetterebbe aspettarmi aspettarti aspettarlo arriviamo
arrivate arrivano arrivavo arrivava arrivati arrivando arriverò arriverà arriverei arriverebbe
arrivarmi arrivarti arrivarlo lavori lavora lavoriamo lavorate lavorano lavoravo lavorava lavorato
lavorata lavorati lavorare lavorando lavorerò lavorerà lavorerei lavorerebbe lavorarmi lavorarti
lavorarlo studio studi studia studiamo studiate studiano studiavo studiava studiato studiata
studiati studiare studiando studierò studierà studierei studierebbe studiarmi studiarti studiarlo
compro compri compra compriamo comprate comprano compravo comprava comprato comprata comprati
comprare comprando comprerò comprerà comprerei comprerebbe comprarmi comprarti comprarlo pago paghi
paga paghiamo pagate pagano pagavo pagava pagato pagata pagati pagare pagando pagherò pagherà
pagherei pagherebbe pagarmi pagarti pagarlo mandiamo mandate mandano mandavo mandava mandato mandata
mandati mandando manderò manderà manderei manderebbe mandarmi mandarti mandarlo guardo guardi guarda
guardiamo guardate guardano guardavo guardava guardato guardata guardati guardare guardando guarderò
guarderà guarderei guarderebbe guardarmi guardarti guardarlo cerco cerchi cerca cerchiamo cercate
cercano cercavo cercava cercato cercata cercati cercare cercando cercherò cercherà cercherei
cercherebbe cercarmi cercarti cercarlo trovo trovi trova troviamo trovate trovano trovavo trovava
trovato trovata trovati trovare trovando troverò troverà troverei troverebbe trovarmi trovarti
trovarlo ascolto ascolti ascolta ascoltiamo ascoltate ascoltano ascoltavo ascoltava ascoltato
ascoltata ascoltati ascoltare ascoltando ascolterò ascolterà ascolterei ascolterebbe ascoltarmi
ascoltarti ascoltarlo cucino cucini cuciniamo cucinate cucinano cucinavo cucinava cucinato cucinata
cucinati cucinare cucinando cucinerò cucinerà cucinerei cucinerebbe cucinarmi cucinarti cucinarlo
mangio mangi mangia mangiamo mangiate mangiano mangiavo mangiava mangiato mangiata mangiati
mangiando mangerò mangerà mangerei mangerebbe mangiarmi mangiarti mangiarlo ceno ceni ceniamo cenate
cenano cenavo cenava cenato cenata cenati cenare cenando cenerò cenerà cenerei cenerebbe cenarmi
cenarti cenarlo pranzi pranza pranziamo pranzate pranzano pranzavo pranzava pranzato pranzata
pranzati pranzare pranzando pranzerò pranzerà pranzerei pranzerebbe pranzarmi pranzarti pranzarlo
viaggio viaggi viaggia viaggiamo viaggiate viaggiano viaggiavo viaggiava viaggiato viaggiata
viaggiati viaggiare viaggiando viaggerò viaggerà viaggerei viaggerebbe viaggiarmi viaggiarti
viaggiarlo aiuto aiuti aiuta aiutiamo aiutate aiutano aiutavo aiutava aiutato aiutata aiutati
aiutare aiutando aiuterò aiuterà aiuterei aiuterebbe aiutarmi aiutarti aiutarlo lascio lasci
lasciamo lasciate lasciano lasciavo lasciava lasciato lasciata lasciati lasciare lasciando lascerò
lascerà lascerei lascerebbe lasciarmi lasciarti lasciarlo passo passi passa passiamo passate passano
passavo passava passato passata passati passare passando passerò passerà passerei passerebbe
passarmi passarti passarlo resta restiamo restate restano restavo restava restato restata restati
restare restando resterò resterà resterei resterebbe restarmi restarti restarlo chiedo chiedi chiede
chiediamo chiedete chiedono chiedevo chiedeva chieduto chiedere chiedendo chiederò chiederà
chiederei chiederebbe chiedermi chiederti domando domandi domanda domandiamo domandate domandano
domandavo domandava domandato domandata domandati domandare domandando domanderò domanderà
domanderei domanderebbe domandarmi domandarti domandarlo dimentico dimentichi dimentichiamo
dimenticate dimenticano dimenticavo dimenticava dimenticato dimenticata dimenticati dimenticare
dimenticando dimenticherò dimenticherà dimenticherei dimenticherebbe dimenticarmi dimenticarti
dimenticarlo cambio cambi cambia cambiamo cambiate cambiano cambiavo cambiava cambiato cambiata
cambiati cambiare cambiando cambierò cambierà cambierei cambierebbe cambiarmi cambiarti cambiarlo
pulisco pulisci pulisce puliamo puliscono pulita pulire pulendo pulirò pulirà pulivo puliva lavo
lavi lava laviamo lavate lavano lavavo lavava lavato lavata lavati lavare lavando laverò laverà
laverei laverebbe lavarmi lavarti lavarlo entro entri entra entriamo entrate entrano entravo entrava
entrato entrata entrati entrare entrando entrerò entrerà entrerei entrerebbe entrarmi entrarti
entrarlo invito inviti invita invitiamo invitate invitano invitavo invitava invitato invitata
invitati invitare invitando inviterò inviterà inviterei inviterebbe invitarmi invitarti invitarlo
ballo balli balla balliamo ballate ballano ballavo ballava ballato ballata ballati ballare ballando
ballerò ballerà ballerei ballerebbe ballarmi ballarti ballarlo canto canti canta cantiamo cantate
cantano cantavo cantava cantato cantata cantati cantare cantando canterò canterà canterei canterebbe
cantarmi cantarti cantarlo gioco giochi gioca giochiamo giocate giocano giocavo giocava giocato
giocata giocati giocare giocando giocherò giocherà giocherei giocherebbe giocarmi giocarti giocarlo
uso usi usa usiamo usate usano usavo usava usato usata usati usare usando userò userà userei
userebbe usarmi usarti usarlo riposo riposi riposa riposiamo riposate riposano riposavo riposava
riposato riposata riposati riposare riposando riposerò riposerà riposerei riposerebbe riposarmi
riposarti riposarlo preoccupo preoccupi preoccupa preoccupiamo preoccupate preoccupano preoccupavo
preoccupava preoccupato preoccupata preoccupati preoccupare preoccupando preoccuperò preoccuperà
preoccuperei preoccuperebbe preoccuparmi preoccuparti preoccuparlo tocco tocchi tocca tocchiamo
toccate toccano toccavo toccava toccato toccata toccati toccare toccando toccherò toccherà toccherei
toccherebbe toccarmi toccarti toccarlo porto porti portiamo portate portano portavo portava portato
portata portati portare portando porterò porterà porterei porterebbe portarmi portarti portarlo
cammino cammini cammina camminiamo camminate camminano camminavo camminava camminato camminata
camminati camminare camminando camminerò camminerà camminerei camminerebbe camminarmi camminarti
camminarlo sistemo sistemi sistema sistemiamo sistemate sistemano sistemavo sistemava sistemato
sistemata sistemati sistemare sistemando sistemerò sistemerà sistemerei sistemerebbe sistemarmi
sistemarti sistemarlo avviso avvisi avvisa avvisiamo avvisate avvisano avvisavo avvisava avvisato
avvisata avvisati avvisare avvisando avviserò avviserà avviserei avviserebbe avvisarmi avvisarti
avvisarlo tardo tarda tardiamo tardate tardano tardavo tardava tardato tardata tardati tardare
tardando tarderò tarderà tarderei tarderebbe tardarmi tardarti tardarlo manco manchiamo mancate
mancano mancavo mancava mancato mancata mancati mancare mancando mancherò mancherà mancherei
mancherebbe mancarmi mancarti mancarlo provo provi prova proviamo provate provano provavo provava
provato provata provati provare provando proverò proverà proverei proverebbe provarmi provarti
provarlo spiego spieghi spiega spieghiamo spiegate spiegano spiegavo spiegava spiegato spiegata
spiegati spiegare spiegando spiegherò spiegherà spiegherei spiegherebbe spiegarmi spiegarti
spiegarlo alzo alzi alza alziamo alzate alzano alzavo alzava alzato alzata alzati alzare alzando
alzerò alzerà alzerei alzerebbe alzarmi alzarti alzarlo spegno spegni spegne spegniamo spegnete
spegnono spegnevo spegneva spegnere spegnendo spegnerò spegnerà spegnerei spegnerebbe spegnermi
spegnerti accendo accendi accende accendiamo accendete accendono accendevo accendeva accendere
accendendo accenderò accenderà accenderei accenderebbe accendermi accenderti carico carichi carica
carichiamo caricate caricano caricavo caricava caricato caricata caricati caricare caricando
caricherò caricherà caricherei caricherebbe caricarmi caricarti caricarlo godo godi gode godiamo
godete godono godevo godeva goduto godere godendo goderò goderà goderei goderebbe godermi goderti
preparo prepari prepara prepariamo preparate preparano preparavo preparava preparato preparata
preparati preparare preparando preparerò preparerà preparerei preparerebbe prepararmi prepararti
prepararlo tiro tiri tira tiriamo tirate tirano tiravo tirava tirato tirata tirati tirare tirando
tirerò tirerà tirerei tirerebbe tirarmi tirarti tirarlo fermo fermi ferma fermiamo fermate fermano
fermavo fermava fermato fermata fermati fermare fermando fermerò fermerà fermerei fermerebbe
fermarmi fermarti fermarlo funziono funzioni funziona funzioniamo funzionate funzionano funzionavo
funzionava funzionato funzionata funzionati funzionare funzionando funzionerò funzionerà funzionerei
funzionerebbe funzionarmi funzionarti funzionarlo piango piangi piange piangiamo piangete piangono
piangevo piangeva piangere piangendo piangerò piangerà piangerei piangerebbe piangermi piangerti
chiacchiero chiacchieri chiacchiera chiacchieriamo chiacchierate chiacchierano chiacchieravo
chiacchierava chiacchierato chiacchierata chiacchierati chiacchierare chiacchierando chiacchiererò
chiacchiererà chiacchiererei chiacchiererebbe chiacchierarmi chiacchierarti chiacchierarlo inizio
inizi inizia iniziamo iniziate iniziano iniziavo iniziava iniziato iniziata iniziati iniziare
iniziando inizierò inizierà inizierei inizierebbe iniziarmi iniziarti iniziarlo comincio cominci
comincia cominciamo cominciate cominciano cominciavo cominciava cominciato cominciata cominciati
cominciare cominciando comincerò comincerà comincerei comincerebbe cominciarmi cominciarti
cominciarlo pensa pensiamo pensate pensano pensavo pensava pensato pensata pensati pensando penserò
penserà penserei penserebbe pensarmi pensarti pensarlo ricordo ricordi ricorda ricordiamo ricordate
ricordano ricordavo ricordava ricordato ricordata ricordati ricordare ricordando ricorderò ricorderà
ricorderei ricorderebbe ricordarmi ricordarti ricordarlo conto conti conta contiamo contate contano
contavo contava contato contata contati contare contando conterò conterà conterei conterebbe
contarmi contarti contarlo mostro mostri mostra mostriamo mostrate mostrano mostravo mostrava
mostrato mostrata mostrati mostrare mostrando mostrerò mostrerà mostrerei mostrerebbe mostrarmi
mostrarti mostrarlo costo costi costa costiamo costate costano costavo costava costato costata
costati costare costando costerò costerà costerei costerebbe costarmi costarti costarlo incontro
incontri incontra incontriamo incontrate incontrano incontravo incontrava incontrato incontrata
incontrati incontrare incontrando incontrerò incontrerà incontrerei incontrerebbe incontrarmi
incontrarti incontrarlo torniamo tornate tornano tornavo tornava tornato tornata tornati tornando
tornerò tornerà tornerei tornerebbe tornarmi tornarti tornarlo abito abiti abita abitiamo abitate
abitano abitavo abitava abitato abitata abitati abitare abitando abiterò abiterà abiterei abiterebbe
abitarmi abitarti abitarlo sogno sogni sogna sogniamo sognate sognano sognavo sognava sognato
sognata sognati sognare sognando sognerò sognerà sognerei sognerebbe sognarmi sognarti sognarlo
bacia baciamo baciate baciano baciavo baciava baciato baciata baciati baciare baciando bacerò bacerà
bacerei bacerebbe baciarmi baciarti baciarlo abbracci abbraccia abbracciamo abbracciate abbracciano
abbracciavo abbracciava abbracciato abbracciata abbracciati abbracciare abbracciando abbraccerò
abbraccerà abbraccerei abbraccerebbe abbracciarmi abbracciarti abbracciarlo amo ami ama amiamo amate
amano amavo amava amato amata amati amare amando amerò amerà amerei amerebbe amarmi amarti amarlo
odio odi odia odiamo odiate odiano odiavo odiava odiato odiata odiati odiare odiando odierò odierà
odierei odierebbe odiarmi odiarti odiarlo prenoto prenoti prenota prenotiamo prenotate prenotano
prenotavo prenotava prenotato prenotata prenotati prenotare prenotando prenoterò prenoterà
prenoterei prenoterebbe prenotarmi prenotarti prenotarlo cancello cancelli cancella cancelliamo
cancellate cancellano cancellavo cancellava cancellato cancellata cancellati cancellare cancellando
cancellerò cancellerà cancellerei cancellerebbe cancellarmi cancellarti cancellarlo controllo
controlli controlla controlliamo controllate controllano controllavo controllava controllato
controllata controllati controllare controllando controllerò controllerà controllerei controllerebbe
controllarmi controllarti controllarlo confermo confermi conferma confermiamo confermate confermano
confermavo confermava confermato confermata confermati confermare confermando confermerò confermerà
confermerei confermerebbe confermarmi confermarti confermarlo organizzo organizzi organizza
organizziamo organizzate organizzano organizzavo organizzava organizzato organizzata organizzati
organizzare organizzando organizzerò organizzerà organizzerei organizzerebbe organizzarmi
organizzarti organizzarlo festeggio festeggi festeggia festeggiamo festeggiate festeggiano
festeggiavo festeggiava festeggiato festeggiata festeggiati festeggiare festeggiando festeggerò
festeggerà festeggerei festeggerebbe festeggiarmi festeggiarti festeggiarlo saluto saluti saluta
salutiamo salutate salutano salutavo salutava salutato salutata salutati salutare salutando saluterò
saluterà saluterei saluterebbe salutarmi salutarti salutarlo guido guidi guida guidiamo guidate
guidano guidavo guidava guidato guidata guidati guidare guidando guiderò guiderà guiderei guiderebbe
guidarmi guidarti guidarlo parcheggio parcheggi parcheggia parcheggiamo parcheggiate parcheggiano
parcheggiavo parcheggiava parcheggiato parcheggiata parcheggiati parcheggiare parcheggiando
parcheggerò parcheggerà parcheggerei parcheggerebbe parcheggiarmi parcheggiarti parcheggiarlo dormo
dormi dorme dormiamo dormite dormono dormivo dormiva dormito dormire dormendo dormirò dormirà
dormirei dormirebbe dormirmi dormirti sento senti sente sentiamo sentite sentono sentivo sentiva
sentito sentire sentendo sentirò sentirà sentirei sentirebbe sentirmi sentirti parto parti parte
partiamo partite partono partivo partiva partito partire partendo partirò partirà partirei
partirebbe partirmi partirti apro apri apre apriamo aprite aprono aprivo apriva aprire aprendo
aprirò aprirà aprirei aprirebbe aprirmi aprirti offro offri offre offriamo offrite offrono offrivo
offriva offrire offrendo offrirò offrirà offrirei offrirebbe offrirmi offrirti seguo segui segue
seguiamo seguite seguono seguivo seguiva seguito seguire seguendo seguirò seguirà seguirei
seguirebbe seguirmi seguirti servo servi serve serviamo servite servono servivo serviva servito
servire servendo servirò servirà servirei servirebbe servirmi servirti soffro soffri soffre
soffriamo soffrite soffrono soffrivo soffriva soffrire soffrendo soffrirò soffrirà soffrirei
soffrirebbe soffrirmi soffrirti vesto vesti veste vestiamo vestite vestono vestivo vestiva vestito
vestire vestendo vestirò vestirà vestirei vestirebbe vestirmi vestirti finisco finisci finisce
finiamo finiscono finito finita finire finendo finirò finirà finivo finiva capisco capisci capisce
capiamo capiscono capito capita capire capendo capirò capirà capivo capiva preferisco preferisci
preferisce preferiamo preferiscono preferito preferita preferire preferendo preferirò preferirà
preferivo preferiva spedisco spedisci spedisce spediamo spediscono spedito spedita spedire spedendo
spedirò spedirà spedivo spediva costruisco costruisci costruisce costruiamo costruiscono costruito
costruita costruire costruendo costruirò costruirà costruivo costruiva vedete vedono vedevo vedeva
veduto vedendo vederò vederà vederei vederebbe vedermi vederti crede crediamo credete credono
credevo credeva creduto credere credendo crederò crederà crederei crederebbe credermi crederti
prendo prendi prende prendiamo prendete prendono prendevo prendeva prendere prendendo prenderò
prenderà prenderei prenderebbe prendermi prenderti metto metti mette mettiamo mettete mettono
mettevo metteva mettere mettendo metterò metterà metterei metterebbe mettermi metterti perdo perdi
perde perdiamo perdete perdevo perdeva perduto perdere perdendo perderò perderà perderei perderebbe
perdermi perderti leggo leggi legge leggiamo leggete leggono leggevo leggeva leggere leggendo
leggerò leggerà leggerei leggerebbe leggermi leggerti scriviamo scrivete scrivono scrivevo scriveva
scrivendo scriverò scriverà scriverei scriverebbe scrivermi scriverti vivo vivi vive viviamo vivete
vivono vivevo viveva vivere vivendo viverò viverà viverei viverebbe vivermi viverti vendo vendi
vende vendiamo vendete vendono vendevo vendeva venduto vendere vendendo venderò venderà venderei
venderebbe vendermi venderti ricevo ricevi riceve riceviamo ricevete ricevono ricevevo riceveva
ricevuto ricevere ricevendo riceverò riceverà riceverei riceverebbe ricevermi riceverti chiudo
chiudi chiude chiudiamo chiudete chiudono chiudevo chiudeva chiudere chiudendo chiuderò chiuderà
chiuderei chiuderebbe chiudermi chiuderti sceglii sceglie scegliiamo scegliete scegliono sceglievo
sceglieva scegliere scegliendo sceglierò sceglierà sceglierei sceglierebbe scegliermi sceglierti
decido decidi decidiamo decidete decidono decidevo decideva decidere decidendo deciderò deciderà
deciderei deciderebbe decidermi deciderti rispondo rispondi risponde rispondiamo rispondete
rispondono rispondevo rispondeva rispondere rispondendo risponderò risponderà risponderei
risponderebbe rispondermi risponderti rido ridi ridiamo ridete ridono ridevo rideva ridere ridendo
riderò riderà riderei riderebbe ridermi riderti corro corri corre corriamo correte corrono correvo
correva correre correndo correrò correrà correrei correrebbe corrermi correrti vinco vinci vince
vinciamo vincete vincono vincevo vinceva vincere vincendo vincerò vincerà vincerei vincerebbe
vincermi vincerti batto batti batte battiamo battete battono battevo batteva battuto battere
battendo batterò batterà batterei batterebbe battermi batterti ripeto ripeti ripete ripetiamo
ripetete ripetono ripetevo ripeteva ripetuto ripetere ripetendo ripeterò ripeterà ripeterei
ripeterebbe ripetermi ripeterti conosco conosci conosce conosciamo conoscete conoscono conoscevo
conosceva conoscere conoscendo conoscerò conoscerà conoscerei conoscerebbe conoscermi conoscerti
nasco nasci nasce nasciamo nascete nascono nascevo nasceva nascere nascendo nascerò nascerà nascerei
nascerebbe nascermi nascerti cresco cresci cresce cresciamo crescete crescono crescevo cresceva
crescere crescendo crescerò crescerà crescerei crescerebbe crescermi crescerti preso messo perso
scritto vissuto scelto deciso risposto riso pianto corso vinto conosciuto nato cresciuto offerto
sofferto acceso spento vidi vide videro presi prese misi mise persi perse lessi scrissi scrisse
vissi chiusi chiuse scelsi decisi risposi risi rise conobbi nacqui fu fummo furono siano sarai
saremo saranno sarei saresti state essendo ebbi ebbe avevi avevano abbia abbiano avrai avrà avremo
avranno avresti avrebbe avendo sto stai sta stiamo stanno stetti stava stavo stavi stavamo stia
starò starà starei stando andai andò andammo andavo andava vada vadano andrò andrai andrà andrei
andrebbe andati andando feci fece facemmo fecero faceva faccia farai farà farei farebbe fatta fatti
facendo fammi fallo potei potevo poteva possa potrò potrà potresti potrebbe volli volle voleva
voglia vorrò vorrà vorresti vorrebbe voluto dovere devo devi deve dobbiamo dovete devono dovevo
doveva dovrò dovrà dovrei dovresti dovrebbe dovuto seppi seppe sapevo sapeva sappia saprò saprà
saprei saputo dite dicono dissi disse dicevo diceva dica dirò dirà direi dicendo dimmi dillo venite
venni venne venivo veniva verrò verrà verrei venuta venendo usciamo uscite escono uscii uscì uscivo
usciva esca uscirò uscito uscita uscendo dare dà diamo danno diedi diede davo dava dia darò darà
darei dato dando dammi bere bevo bevi beve beviamo bevono bevevo bevuto berrò rimanere rimango
rimani rimane rimasto rimasta tenere tieni tiene teniamo tengono tenuto salire sali sale salito
morire muoio muori muore morto piacere piacciono piaceva piaciuto piacerebbe sembrare sembra
sembrava succedere succede successo aspettami avvisami passami portami raccontami ricordami
svegliami ascoltami guardami lasciami seguimi perdonami credimi daje forza jamme coi verso durante
contro davanti dietro accanto oltre tranne laggiù lassù giù intorno ovunque dappertutto subito
dopodomani quasi appena soltanto neanche nemmeno neppure probabilmente sicuramente veramente
sinceramente praticamente completamente giusto abbastanza parecchio meno d'accordo chiaro ovvio
ovviamente appunto bacioni dispiace ahahahah ahahahahah ahaha eheh ihih oddio cazzo bah ehi ehm tesò
raga ragà frate quante xke xché cmq nn tt tvb tvtb sé nostre vostri vostre qualche qualsiasi
qualunque ciascuno ognuno alcuni alcune certi certe vari varie poche stessi stesse due tre quattro
cinque sette otto nove dieci undici dodici tredici quattordici quindici venti trenta quaranta
cinquanta cento milione primo secondo terzo quarto quinto mezzo mezza doppio feste serata appetito
fortuna bocca lupo crepi case appartamento appartamenti cucine salotto salotti soggiorno soggiorni
camere stanza stanze bagni doccie giardino giardini terrazzo terrazzi balcone balconi garage garagi
porte finestre parete pareti pavimento pavimenti soffitto soffitti scala scale ascensore ascensori
chiave tavolo tavoli sedia sedie divano divani letti cuscino cuscini coperta coperte lenzuolo
lenzuoli armadio armadi cassetto cassetti lampada lampade luce luci specchio specchi asciugamano
asciugamani sapone saponi shampoi spazzolino spazzolini spazzatura spazzature frigo frighi
frigorifero frigoriferi forno forni microonde microondi lavatrice lavatrici piatto piatti bicchiere
bicchieri tazza tazze cucchiaio cucchiai coltello coltelli forchetta forchette padella padelle
pentola pentole bottiglia bottiglie cibo cibi colazioni merenda merende cene pani latti formaggi
uovo uova prosciutto prosciutti polli carne carni pesce pesci pasta paste zuppa zuppe minestra
minestre insalata insalate patata patate pomodoro pomodori cipolla cipolle aglio carota carote
frutta frutte mela mele arancia arancie banana banane fragola fragole uva uve limone limoni ananas
anguria angurie melone meloni pera pere biscotto biscotti cioccolato cioccolati gelato gelati torte
dolci zucchero zuccheri olio oli burro burri verdura verdure pizze panino panini tramezzino
tramezzini lasagna lasagne risotto risotti spaghetti gnocchi cornetto cornetti brioche briochi tè
acque succhi bibita bibite birre vini ghiaccio ghiacci aperitivo aperitivi spritz cappuccino
cappuccini espresso espressi famiglia famiglie madre madri padre padri mamme figli figlie fratelli
sorelle nonni nonne nipote nipoti zi zie cugini cugine mariti moglii fidanzati fidanzate bambini
bambine signore signori signora collega colleghe vicini vicina vicine capi professore professori
professoressa professoresse maestro maestri maestra maestre dottore dottori dottoressa dottoresse
infermiere infermieri avvocato avvocati poliziotto poliziotti cliente clienti ospite ospiti gente
genti corpo corpi teste faccie occhio occhi orecchio orecchi naso nasi bocche dente denti capello
capelli mano mani dito dita braccio braccia gamba gambe piede piedi schiena schiene pancia pancie
stomaco stomachi cuore cuori gola gole ginocchio ginocchi spalla spalle vestiti maglia maglie
maglietta magliette camicia camicie pantaloni gonne giacca giacche cappotto cappotti scarpa scarpe
scarpi stivale stivali calzino calzini cappello cappelli sciarpa sciarpe guanto guanti borsa borse
zaino zaini valigia valigie portafoglio portafogli occhiali orologio orologi anello anelli paesi
quartiere quartieri via vie strade piazza piazze parchi spiaggie mare mari montagna montagne fiume
fiumi lago laghi campagna campagne bosco boschi isola isole mondo mondi negozio negozi supermercato
supermercati mercato mercati farmacia farmacie banca banche ospedali scuole università uffici
azienda aziende fabbrica fabbriche ristoranti trattoria trattorie pizzeria pizzerie discoteca
discoteche cinema cineme teatro teatri museo musei chiese biblioteca biblioteche palestre piscine
stadio stadi aeroporti stazioni alberghi posta poste macchine auto auti moto moti bicicletta
biciclette autobus pullman camion treni metro metri metropolitana metropolitane aerei nave navi
barca barche biglietto biglietti traffico traffichi benzina benzine semaforo semafori incrocio
incroci compito compiti esami lezione lezioni corsi riunioni progetto progetti messaggio messaggi
telefonata telefonate foto foti videi canzone canzoni musica musiche serie serii libro libri rivista
riviste giornale giornali notizia notizie squadra squadre calcio calci regalo regali sorpresa
sorprese matrimoni compleanni natali vacanza vacanze ferie ferii voli prenotazione prenotazioni
appuntamento appuntamenti piani problema probleme domande risposta risposte idea idee verità bugia
bugie fortune colpa colpe ragione ragioni soldi prezzo prezzi euro euri carta carte bancomat
bolletta bollette offerta offerte sconto sconti telefoni cellulari caricabatterie caricabatterii
batterie portatile portatili schermo schermi televisione televisioni settimane mese mesi minuto
minuti secondi momenti attimo attimi mattina mattine mattino mattini pomeriggio pomeriggi sera sere
notti mezzogiorno mezzogiorni mezzanotte mezzanotti lunedì martedì mercoledì giovedì venerdì sabato
sabati domenica domeniche gennaio gennai febbraio febbrai marzo marzi aprile aprili maggio maggi
giugno giugni luglio lugli agosto agosti settembre settembri ottobre ottobri novembre novembri
dicembre dicembri primavera primavere estate estati autunno autunni inverno inverni tempi sole soli
pioggie neve nevi vento nuvola nuvole caldi freddi temporale temporali cane cani gatto gatti uccello
uccelli cavallo cavalli mucca mucche amori affetto affetti paure fami seti dolori salute malattia
malattie influenza influenze raffreddori febbri tossi pillola pillole gioia gioie tristezza
tristezze voglie fretta frette pazienza pazienze vergogna vergogne nostalgia nostalgie cose lato
lati modo modi posto posti nome nomi numero numeri colore colori fini metà cattivo cattiva cattivi
cattive brutti brutte carini carine grande grandi piccolo piccola piccoli piccole alto alta alti
alte basso bassa bassi basse lungo lunga lungi lunge corto corta corti corte grasso grassa grassi
grasse magro magra magri magre nuovo nuova nuovi nuove vecchio vecchia vecchii vecchie giovane
giovani ricco ricca ricchi ricche povero povera poveri povere cari economica economiche facili
difficili veloci lenta lenti lente puliti pulite sporca sporchi sporche piena pieni piene vuota
vuoti vuote aperta aperti aperte chiusa calda calde fredda fredde fresco fresca freschi fresche
secco secca secchi secche bagnata bagnati bagnate duro dura duri dure morbido morbida morbidi
morbide pesante pesanti leggero leggera leggeri forte forti debole deboli furbo furba furbi furbe
scemo scema scemi sceme pazza pazzi pazze strana strani strane normale normali semplice semplici
comodo comoda comodi comode tranquilli tranquille nervosi nervose occupato occupata occupati
occupate libero libera liberi libere stanchi stanche annoiati annoiate divertenti simpatica
simpatiche antipatico antipatica antipatiche serio seria tristi allegro allegra allegri allegre
contenti contente felici arrabbiato arrabbiata arrabbiati arrabbiate incazzato incazzata incazzati
incazzate emozionato emozionata emozionati emozionate sorpreso sorpresi spaventato spaventata
spaventati spaventate malati malate sano sana sani sane ubriaco ubriaca ubriachi ubriache sveglio
sveglia sveglii sveglie addormentato addormentata addormentati addormentate pronti pronte perfetti
perfette ottimi ottime incredibile incredibili meraviglioso meravigliosa meravigliosi meravigliose
orribile orribili terribile terribili importante importanti necessario necessaria necessarii
necessarie possibile possibili impossibile impossibili sicuro sicura sicuri sicure giusta giusti
giuste sbagliato sbagliata sbagliati sbagliate chiara chiari chiare scuro scura scuri scure bianco
bianca bianchi bianche nero nera neri nere rosso rossa rossi rosse azzurro azzurra azzurri azzurre
blu verde verdi giallo gialla gialli gialle rosa grigio grigia grigii grigie marrone marroni
arancione arancioni viola delizioso deliziosa deliziosi deliziose buonissimo buonissima buonissimi
buonissime piccante piccanti salato salata salati salate amaro amara amari ultimo ultima ultimi
ultime primi prime prossimo prossima prossimi prossime seguente seguenti lontana lontani lontane
propria proprii proprie diverso diversa diversi diverse uguale uguali simile simili tipico tipica
tipiche speciale speciali preferiti preferite gentile gentili parlero chiamero chiamera aspettero
aspettera arrivero lavorero lavorera studiero studiera comprero comprera paghero paghera mandero
mandera guardero guardera cerchero cerchera trovero trovera ascoltero ascoltera cucinero cucinera
mangero cenero cenera pranzero pranzera viaggero viaggera aiutero aiutera lascero lascera passero
restero chiedero chiedera domandero domandera dimentichero dimentichera cambiero cambiera puliro
pulira lavero entrero invitero ballero ballera cantero cantera giochero giochera usero usera
riposero riposera preoccupero preoccupera tocchero tocchera portero camminero camminera sistemero
sistemera avvisero avvisera tardero manchero manchera provero provera spieghero spieghera alzero
alzera spegnero spegnera accendero accendera carichero carichera godero godera preparero preparera
tirero fermero funzionero funzionera piangero piangera chiacchierero chiacchierera iniziero iniziera
comincero comincera pensero ricordero ricordera contero contera mostrero mostrera costero costera
incontrero incontrera tornero tornera abitero abitera sognero sognera bacero bacera abbraccero
abbraccera amero amera odiero odiera prenotero prenotera cancellero cancellera controllero
controllera confermero confermera organizzero organizzera festeggero festeggera salutero salutera
guidero parcheggero parcheggera dormiro dormira sentiro sentira partiro apriro aprira offriro
offrira seguiro seguira serviro servira soffriro soffrira vestiro vestira finiro capiro capira
preferiro preferira spediro spedira costruiro costruira vedero vedera credero credera prendero
prendera mettero mettera perdero perdera scrivero scrivera vivero vivera vendero vendera ricevero
ricevera chiudero chiudera scegliero scegliera decidero decidera rispondero rispondera ridero ridera
correro correra vincero vincera battero battera ripetero ripetera conoscero conoscera nascero
nascera crescero crescera saro sara avro avra staro stara andro andra faro fara puo potro potra
vorro vorra dovro dovra sapro sapra diro verro usci usciro daro dara berro laggiu lassu giu gia piu
teso xche caffe citta universita verita lunedi martedi mercoledi giovedi venerdi meta scelgo medici
economici simpatici antipatici tipici pubblici dipinto fritto cotto condiviso rotto scommesso
sorriso nascosto spinto pittura pitture chitarra chitarre pianoforte pianoforti panetteria
panetterie escursione escursioni campeggio campeggi sci palla palle pallone palloni spazzola
spazzole odore odori rumori ombrelli bucati aspirapolvere aspirapolveri gol gara gare corsa corse
scommessa scommesse telo teli crema creme tempesta tempeste cielo cieli stella stelle luna lune
albero alberi fiore fiori erba erbe pietra pietre campo campi collina colline sentiero sentieri
ponte ponti palazzo palazzi edificio edifici torre torri castello castelli edicola edicole libreria
librerie macelleria macellerie parrucchiere parrucchieri dentista dentiste ricetta ricette mal
allergia allergie ferita ferite sangue sangui pelle pelli osso ossi vita vite storia storie opinione
opinioni occasione occasioni situazione situazioni esperienza esperienze relazioni consiglio
consigli decisione decisioni errore errori sbaglio sbagli scherzo scherzi battuta battute segreto
segreti promessa promesse motivo motivi risultato risultati esempio esempi lingua lingue parola
parole lettera lettere pacco pacci serratura serrature scatola scatole busta buste sacchetto
sacchetti penna penne quaderno quaderni scrivania scrivanie studente studenti compagno compagni voto
voti stipendio stipendi colloqui contratto contratti turno turni pausa pause saldi scontrino
scontrini moneta monete contanti affitto affitti binario binari ritardi passaporto passaporti mappa
mappe giro giri visita visite gita gite vista viste selfii concerto concerti fila coda code bevanda
bevande spuntino spuntini salsa salse sugo sugi spezia spezie pepe pepi aceto aceti miele mieli
marmellata marmellate farina farine fagiolo fagioli mais fungo fungi peperone peperoni cetriolo
cetrioli pesca pesche ciliegia ciliegie bistecca bistecche salsiccia salsiccie gambero gamberi menù
cameriere camerieri mancia mancie tovagliolo tovaglioli tovaglia tovaglie tappeto tappeti tenda
tende pianta piante tetto tetti padrone padroni riscaldamento riscaldamenti aria condizionata
corrente correnti presa cavo cavi tastiera tastiere stampante stampanti aggiornamento aggiornamenti
gruppo gruppi vocale vocali adesivo adesivi fili notizii previsioni temperatura temperature grado
gradi nebbia nebbie afa afe tramonto tramonti alba albe ombra ombre stagione stagioni passatempo
passatempi lettura letture disegno disegni giardinaggio giardinaggi ciclismo ciclismi nuoto nuoti
yoghe allenamento allenamenti giocatore giocatori vincitore vincitori carti giocattolo giocattoli
pisolino pisolini taglio tagli profumo profumi trucco trucci unghia unghie umore umori
preoccupazione preoccupazioni speranza speranze peccato peccati divertimento divertimenti pace paci
ringraziamento ringraziamenti favori desiderio desideri novità nozze nozzi funerale funerali bimbo
bimbi neonato neonati gravidanza gravidanze adolescente adolescenti uomo uomi persona persone folla
folle autista autiste cuoco cuoci ingegnere ingegneri infermiera commesso commessi venditore
venditori dipendente dipendenti impiegato impiegati esercito eserciti preghiera preghiere capitale
capitali confine confini governo governi elezioni guerra guerre scienza scienze arte arti cultura
culture onda onde sabbia sabbie conchiglia conchiglie insetto insetti zanzara zanzare mosca mosche
ragno ragni topo topi coniglio conigli maiale maiali pecora pecore gallina galline anatra anatre
orso orsi leone leoni scimmia scimmie elefante elefanti serpente serpenti veterinario veterinari
soleggiato soleggiata soleggiati soleggiate piovoso piovosa piovosi piovose ventoso ventosa ventosi
ventose nuvolosa nuvolosi nuvolose nebbioso nebbiosa nebbiosi nebbiose innevato innevata innevati
innevate umido umida umidi umide educato educata educati educate maleducato maleducata maleducati
maleducate timido timida timidi timide coraggioso coraggiosa coraggiosi coraggiose pigro pigra pigri
pigre geloso gelosa gelosi gelose orgoglioso orgogliosa orgogliosi orgogliose grato grata grati
grate famoso famosa famosi famose pericoloso pericolosa pericolosi pericolose silenzioso silenziosa
silenziosi silenziose affollato affollata affollati affollate affamato affamata affamati affamate
assetato assetata assetati assetate assonnato assonnata assonnati assonnate presta presti preste
rotta rotti rotte persa gratis gratuito gratuita gratuiti gratuite costoso costosa costosi costose
enorme enormi minuscolo minuscola minuscoli minuscole largo larga largi large stretto stretta
stretti strette profondo profonda profondi profonde crudo cruda crudi crude cotta cotti cotte fritta
fritti fritte congelato congelata congelati congelate maturo matura maturi mature marcio marcia
marcii marcie fatte interessante interessanti noioso noiosa noiosi noiose emozionante emozionanti
vero vera veri vere moderno moderna moderni moderne antico antica antichi antiche pubblico pubblica
pubbliche privato privata privati private locale locali straniero straniera stranieri straniere
nazionale nazionali singli celibe celibi sposato sposata sposati sposate incinta dipingere dipingo
dipingi dipinge dipingiamo dipingono dipingendo dipingeva disegnare disegna disegniamo disegnano
disegnato disegnata disegnando disegnava nuotare nuota nuotiamo nuotano nuotato nuotata nuotando
nuotava sciare scio scia sciamo sciano sciato sciata sciando sciava pescare pesco peschi peschiamo
pescano pescato pescata pescando pescava annusare annuso annusi annusa annusiamo annusano annusato
annusata annusando annusava assaggiare assaggio assaggi assaggia assaggiamo assaggiano assaggiato
assaggiata assaggiando assaggiava tagliare taglia tagliamo tagliano tagliato tagliata tagliando
tagliava friggere friggo friggi frigge friggiamo friggono friggendo friggeva cuocere cuoce cuociamo
cuocono cuocendo cuoceva bollire bollo bolli bolle bolliamo bollono bollito bollendo bolliva
mescolare mescolo mescoli mescola mescoliamo mescolano mescolato mescolata mescolando mescolava
condividere condivido condividi condivide condividiamo condividono condividendo condivideva
scaricare scarico scarichi scarica scarichiamo scaricano scaricato scaricata scaricando scaricava
salvare salvo salvi salva salviamo salvano salvato salvata salvando salvava stampare stampo stampi
stampa stampiamo stampano stampato stampata stampando stampava riparare riparo ripari ripara
ripariamo riparano riparato riparata riparando riparava rompere rompo rompi rompe rompiamo rompono
rompendo rompeva affittare affitta affittiamo affittano affittato affittata affittando affittava
traslocare trasloco traslochi trasloca traslochiamo traslocano traslocato traslocata traslocando
traslocava atterrare atterro atterri atterra atterriamo atterrano atterrato atterrata atterrando
atterrava sposare sposo sposi sposa sposiamo sposano sposando sposava pregare preghi prega preghiamo
pregano pregato pregata pregando pregava votare vota votiamo votano votato votata votando votava
scommettere scommetto scommetti scommette scommettiamo scommettono scommettendo scommetteva
sorridere sorrido sorridi sorride sorridiamo sorridono sorridendo sorrideva urlare urlo urli urla
urliamo urlano urlato urlata urlando urlava sussurrare sussurro sussurri sussurra sussurriamo
sussurrano sussurrato sussurrata sussurrando sussurrava litigare litigo litighi litiga litighiamo
litigano litigato litigata litigando litigava perdonare perdoni perdona perdoniamo perdonano
perdonato perdonata perdonando perdonava fidare fido fidi fida fidiamo fidano fidato fidata fidando
fidava mentire mento menti mente mentiamo mentono mentito mentendo mentiva nascondere nascondo
nascondi nasconde nascondiamo nascondono nascondendo nascondeva rubare rubo rubi ruba rubiamo rubano
rubato rubata rubando rubava tossire tosso tossiamo tossono tossito tossendo tossiva starnutire
starnuto starnuti starnute starnutiamo starnutono starnutito starnutendo starnutiva rilassare
rilasso rilassi rilassa rilassiamo rilassano rilassato rilassata rilassando rilassava allenare
alleno alleni allena alleniamo allenano allenato allenata allenando allenava stirare stiro stiri
stira stiriamo stirano stirato stirata stirando stirava spazzare spazzo spazzi spazza spazziamo
spazzano spazzato spazzata spazzando spazzava riordinare riordino riordini riordina riordiniamo
riordinano riordinato riordinata riordinando riordinava innaffiare innaffio innaffi innaffia
innaffiamo innaffiano innaffiato innaffiata innaffiando innaffiava prestito prestare prestiamo
prestano prestato prestata prestando prestava dovo dovi doviamo dovono dovendo sceglio sti stano
moro mori moriamo morono morito morendo moriva spingere spingo spingi spinge spingiamo spingono
spingendo spingeva lanciare lancio lanci lancia lanciamo lanciano lanciato lanciata lanciando
lanciava buttare butto butti butta buttiamo buttano buttato buttata buttando buttava cadere cado
cadi cade cadiamo cadono caduto cadendo cadeva saltare salto salti salta saltiamo saltano saltato
saltata saltando saltava arrampicare arrampico arrampichi arrampica arrampichiamo arrampicano
arrampicato arrampicata arrampicando arrampicava attraversare attraverso attraversi attraversa
attraversiamo attraversano attraversato attraversata attraversando attraversava girare gira giriamo
girano girato girata girando girava novita
`;
