/**
 * French: function words and the words of everyday chat, lower case; elided forms end in an
 * apostrophe (c', j', l'…). Written from general knowledge of the language.
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
mince purée ouais bah bref ciao tchao sympa génial chouette top grave trop pas mal
`;
