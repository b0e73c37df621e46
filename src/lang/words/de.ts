/**
 * German: function words and the words of everyday chat, lower case, with the ss/ae/oe/ue spellings
 * people type without umlauts. Then everyday vocabulary (home, food, family, work, school, travel,
 * weather, health, pastimes) with the forms people type: verb forms, plurals, adjective endings.
 * Written from general knowledge of the language.
 */
export const DE = `
alle der die das den dem des ein eine einen einem einer eines kein keine keinen keinem keiner und
oder aber denn doch sondern dass daß ob wenn als wie was wer wen wem wessen wo woher wohin
wann warum wieso weshalb weswegen welche welcher welches ich du er sie es wir ihr mich mir
dich dir ihn ihm uns euch ihnen sich man mein meine meinen meinem meiner dein deine deinen
deinem deiner sein seine seinen seinem ihre ihren ihrem unser unsere euer eure ist bin bist
sind seid war warst waren gewesen sein wäre wären habe hab hast hat haben habt hatte hattest
hatten gehabt hätte hätten werde wirst wird werden werdet wurde wurden geworden würde würdest
kann kannst können könnt konnte könnte muss musst müssen müsst musste soll sollst sollen
sollte will willst wollen wollte möchte möchtest mag magst darf darfst dürfen nicht nichts
nix nie niemals niemand ja nein jein genau klar stimmt danke dankeschön bitte bitteschön
hallo hey hi tschüss tschüs servus moin grüß gott guten gute guter gutes morgen tag
abend nacht heute gestern übermorgen jetzt gleich später bald schon noch immer wieder auch
nur sehr vielen dank viel viele mehr weniger ganz gut besser am besten schlecht schön toll super geil
krass cool echt wirklich vielleicht natürlich sicher leider zum zur im am um auf aus bei mit
nach von vor zu über unter für gegen ohne bis seit durch hinter neben zwischen hier da dort
dann also so mal halt eben eigentlich ok okay alles etwas bescheid hause zuhause daheim
arbeit woche wochenende jahr zeit freund freundin freunde mama papa mutti eltern leute liebe
lieb liebsten schatz entschuldigung sorry schade glückwunsch herzlichen gerne gern problem
problemlos machen mach macht machst gemacht mache gehen geh gehe geht ging gegangen kommen
komm komme kommst kommt kam gekommen sehen seh sehe siehst sieht gesehen sagen sag sage sagst
sagt gesagt wissen weiß weißt wusste denke denkst glaube glaubst finde findest brauche
brauchst braucht brauchen ruf rufe rufst ruft anrufen schreib schreibe schreibst schreiben
geschrieben schick schicke schicken warte warten wartest bleib bleibe bleiben fahre fährst
fährt fahren essen trinken schlafen müde krank froh traurig spät früh fertig unterwegs
angekommen gelandet zug bahn bus auto flug hotel schlüssel handy akku adresse film spiel
treffen termin besprechung bericht vorstellungsgespräch prüfung chef büro schule regen
regnet kalt warm wetter kaffee bier abendessen mittagessen frühstück einkaufen supermarkt
laden geburtstag alles gute frohe fröhliche weihnachten ostern feiern party urlaub reise
haha hihi lol omg digga alter junge mädel schatzi süß ach oh na naja achso ahso stimmt's
gell gelle nee nö jo jup joa weiss muss dass ueber fuer schoen
hunger durst müde langweilig angst nervös allein einsam umarmung kuss wasser milch brot käse
hähnchen bier wein saft nachtisch kuchen küche zimmer bett bad dusche tür fenster fahrrad
straße stadt dorf strand park fitnessstudio schwimmbad kirche krankenhaus flughafen bahnhof
restaurant kneipe party hochzeit baby sohn tochter bruder schwester mann frau freund freundin
tante onkel oma opa cousin cousine nachbar lehrer arzt ärztin kopf weh schmerzen erkältet
fieber husten medizin hübsch schön süß hässlich lustig witzig klug dumm verrückt komisch
seltsam einfach leicht schwer schwierig teuer billig schnell langsam ruhig laut glücklich
traurig heiß kalt nass trocken sauber dreckig offen zu voll leer egal absolut total passt
bereit hungrig durstig ups mist scheiße krass hammer geil läuft alter hey hallöchen
machte machtest machten sagte sagtest sagten frage fragst fragt fragen fragte fragtest fragten
gefragt spiele spielst spielt spielen spielte spieltest spielten gespielt kaufe kaufst kauft kaufen
kaufte kauftest kauften gekauft brauchte brauchtest brauchten gebraucht lerne lernst lernt lernen
lernte lerntest lernten gelernt wohne wohnst wohnt wohnen wohnte wohntest wohnten gewohnt arbeite
arbeitest arbeitet arbeiten arbeitete arbeitetest arbeiteten gearbeitet wartet wartete wartetest
warteten gewartet zeige zeigst zeigt zeigen zeigte zeigtest zeigten gezeigt höre hörst hört hören
hörte hörtest hörten gehört suche suchst sucht suchen suchte suchtest suchten gesucht koche kochst
kocht kochen kochte kochtest kochten gekocht tanze tanzst tanzt tanzen tanzte tanztest tanzten
getanzt lache lachst lacht lachen lachte lachtest lachten gelacht weine weinst weint weinen weinte
weintest weinten geweint rede redest redet reden redete redetest redeten geredet glaubt glauben
glaubte glaubtest glaubten geglaubt lebe lebst lebt leben lebte lebtest lebten gelebt liebst liebt
lieben liebte liebtest liebten geliebt hoffe hoffst hofft hoffen hoffte hofftest hofften gehofft
wünsche wünschst wünscht wünschen wünschte wünschtest wünschten gewünscht dankst dankt danken dankte
danktest dankten gedankt feiere feierst feiert feierte feiertest feierten schickst schickt schickte
schicktest schickten geschickt packe packst packt packen packte packtest packten gepackt putze
putzst putzt putzen putzte putztest putzten geputzt duschst duscht duschen duschte duschtest
duschten geduscht hole holst holt holen holte holtest holten geholt zahle zahlst zahlt zahlen zahlte
zahltest zahlten gezahlt bezahle bezahlst bezahlt bezahlen bezahlte bezahltest bezahlten besuche
besuchst besucht besuchen besuchte besuchtest besuchten bestelle bestellst bestellt bestellen
bestellte bestelltest bestellten erzähle erzählst erzählt erzählen erzählte erzähltest erzählten
erkläre erklärst erklärt erklären erklärte erklärtest erklärten verkaufe verkaufst verkauft
verkaufen verkaufte verkauftest verkauften versuche versuchst versucht versuchen versuchte
versuchtest versuchten verdiene verdienst verdient verdienen verdiente verdientest verdienten
vermisse vermissst vermisst vermissen vermisste vermisstest vermissten erreiche erreichst erreicht
erreichen erreichte erreichtest erreichten erlebe erlebst erlebt erleben erlebte erlebtest erlebten
benutze benutzst benutzt benutzen benutzte benutztest benutzten telefoniere telefonierst telefoniert
telefonieren telefonierte telefoniertest telefonierten reserviere reservierst reserviert reservieren
reservierte reserviertest reservierten passiere passierst passiert passieren passierte passiertest
passierten funktioniere funktionierst funktioniert funktionieren funktionierte funktioniertest
funktionierten organisiere organisierst organisiert organisieren organisierte organisiertest
organisierten probiere probierst probiert probieren probierte probiertest probierten studiere
studierst studiert studieren studierte studiertest studierten rauche rauchst raucht rauchen rauchte
rauchtest rauchten geraucht schmecke schmeckst schmeckt schmecken schmeckte schmecktest schmeckten
geschmeckt koste kostest kostet kosten kostete kostetest kosteten gekostet klappe klappst klappt
klappen klappte klapptest klappten geklappt stimme stimmst stimmen stimmte stimmtest stimmten
gestimmt dauere dauerst dauert dauern dauerte dauertest dauerten gedauert regne regnest regnen
regnete regnetest regneten geregnet öffne öffnest öffnet öffnen öffnete öffnetest öffneten geöffnet
antworte antwortest antwortet antworten antwortete antwortetest antworteten geantwortet meinst meint
meinte meintest meinten gemeint träume träumst träumt träumen träumte träumtest träumten geträumt
tippe tippst tippt tippen tippte tipptest tippten getippt chatte chattest chattet chatten chattete
chattetest chatteten gechattet checke checkst checkt checken checkte checktest checkten gecheckt
planst plant planen plante plantest planten geplant parke parkst parkt parken parkte parktest
parkten geparkt lande landest landet landen landete landetest landeten starte startest startet
starten startete startetest starteten gestartet wecke weckst weckt wecken weckte wecktest weckten
geweckt merke merkst merkt merken merkte merktest merkten gemerkt schaffe schaffst schafft schaffen
schaffte schafftest schafften geschafft fehle fehlst fehlt fehlen fehlte fehltest fehlten gefehlt
gehöre gehörst gehören gehörte gehörtest gehörten gratuliere gratulierst gratuliert gratulieren
gratulierte gratuliertest gratulierten informiere informierst informiert informieren informierte
informiertest informierten küsse küssst küsst küssen küsste küsstest küssten geküsst umarme umarmst
umarmt umarmen umarmte umarmtest umarmten geumarmt heirate heiratest heiratet heiraten heiratete
heiratetest heirateten geheiratet lege legst legt legen legte legtest legten gelegt stelle stellst
stellt stellen stellte stelltest stellten gestellt setze setzst setzt setzen setzte setztest setzten
gesetzt hänge hängst hängt hängen hängte hängtest hängten gehängt lächele lächelst lächelt lächeln
lächelte lächeltest lächelten gelächelt sammele sammelst sammelt sammeln sammelte sammeltest
sammelten gesammelt wandere wanderst wandert wandern wanderte wandertest wanderten gewandert segele
segelst segelt segeln segelte segeltest segelten gesegelt jogge joggst joggt joggen joggte joggtest
joggten gejoggt trainiere trainierst trainiert trainieren trainierte trainiertest trainierten
angeruft anzurufen eingekauft einzukaufen abholen abgeholt abzuholen aufmachen aufgemacht
aufzumachen zumachen zugemacht zuzumachen aufräumen aufgeräumt aufzuräumen räume räumst räumt
aufhören aufgehört aufzuhören aufpassen aufgepasst aufzupassen passe passst aufwachen aufgewacht
aufzuwachen wache wachst wacht mitmachen mitgemacht mitzumachen mitspielen mitgespielt mitzuspielen
absagen abgesagt abzusagen anmelden angemeldet anzumelden melde meldest meldet wart wärst sei seien
hättest wurdest würden konntest konnten gekonnt könntest könnten musstest mussten gemusst müsste
müssten wollt wolltest wollten gewollt sollt solltest sollten dürft durfte durften dürfte mögen mögt
mochte mochten möchten wisst wusstest wussten gewusst gehst gingen kamst kamen sah sahen sieh geben
gebe gibst gibt gab gaben gegeben gib nehmen nehme nimmst nimmt nahm nahmen genommen nimm esse isst
aß aßen gegessen iss trinke trinkst trinkt trank tranken getrunken schlafe schläfst schläft schlief
schliefen geschlafen fuhr fuhren gefahren laufen laufe läufst lief liefen gelaufen lesen lese liest
las gelesen sprechen spreche sprichst spricht sprach gesprochen treffe triffst trifft traf trafen
getroffen helfen helfe hilfst hilft geholfen hilf finden findet fand fanden gefunden bleibst bleibt
blieb blieben geblieben schreibt schrieb schrieben denken denkt dachte dachten gedacht bringen
bringe bringst bringt brachte brachten gebracht kennen kenne kennst kennt kannte gekannt nennen
heißen heiße heißt hieß stehen stehe stehst steht gestanden sitzen sitze sitzt saß gesessen liegen
liege liegst liegt lag gelegen tun tue tust tut tat getan lassen lasse lässt ließ gelassen lass
vergessen vergesse vergisst vergaß verstehen verstehe verstehst versteht verstand verstanden
bekommen bekomme bekommst bekommt bekam beginnen beginne beginnt begann begonnen gewinnen gewinnt
gewonnen verlieren verliere verliert verloren fliegen fliege fliegst fliegt flog geflogen ziehen
zieht zog gezogen umziehen umgezogen waschen wasche wäscht gewaschen tragen trage trägst trägt trug
getragen halten halte hältst hält hielt gehalten fallen fällt fiel gefallen gefällt rufen rief
gerufen schließen geschlossen anfangen fange fängt angefangen aufstehen aufgestanden ankommen
losgehen losfahren los geht's einladen eingeladen lade mitkommen mitgekommen vorbeikommen vorbei
zurückkommen zurück abfahren abgefahren aussehen ausgesehen anziehen angezogen einschlafen
eingeschlafen fernsehen ferngesehen schwimmen schwimme geschwommen singen gesungen sterben gestorben
an meld mach's dieser diese dieses diesen diesem jener jede jeder jedes jeden allem wenig wenige
meisten manche einige jemand jemanden irgendwas irgendwie irgendwo irgendwann weil wieviel in ins
ans beim vom während wegen trotz ab außer gegenüber drüben oben unten drinnen draußen vorne hinten
links rechts geradeaus überall nirgends vorgestern früher oft manchmal selten meistens gerade
endlich sofort danach vorher damals nochmal ziemlich fast sogar bestimmt wahrscheinlich hoffentlich
übrigens ungefähr trotzdem deshalb deswegen sonst zusammen lieber jap ne huhu tschau baba ade
geschehen entschuldige verzeihung leid äh ähm tja oje ojemine mensch boah juhu hurra verdammt güte
liebling süße mausi hase kumpel jungs mädels lg vg mfg hdl hdgdl gn8 bb kp ka wg gehts glück erfolg
spaß besserung appetit mahlzeit prost frohes neues schönen schönes eins zwei drei vier fünf sechs
sieben acht neun zehn elf zwölf zwanzig dreißig vierzig fünfzig hundert tausend million erste zweite
dritte halb halbe gibt's ist's hab's hast's wär's kann's sag's haus häuser wohnung wohnungen küchen
wohnzimmer schlafzimmer badezimmer garten gärten balkon garage türen wand wände boden decke treppe
aufzug tisch tische stuhl stühle betten kissen lampe lampen licht spiegel handtuch handtücher seife
müll kühlschrank ofen herd mikrowelle waschmaschine teller glas gläser tasse tassen löffel messer
gabel pfanne topf flasche flaschen brötchen ei eier schinken huhn fleisch fisch reis nudeln suppe
salat kartoffel kartoffeln pommes tomate tomaten zwiebel knoblauch möhre karotte obst apfel äpfel
orange banane erdbeere erdbeeren traube trauben zitrone ananas melone birne keks kekse schokolade
eis torte zucker salz öl butter joghurt müsli gemüse döner currywurst wurst würstchen tee cola
familie mutter mütter vater väter söhne töchter brüder schwestern geschwister großvater großmutter
großeltern enkel männer frauen freundinnen verlobter kind kinder mädchen herr kollege kollegin
nachbarin chefin lehrerin doktor krankenschwester anwalt polizei kunde gast gäste körper gesicht
auge augen ohr ohren nase mund zahn zähne haare hand hände finger arm arme bein beine fuß füße
rücken bauch magen herz hals knie schulter kleidung hemd pulli pullover hose hosen rock kleid jacke
mantel schuh schuhe stiefel socken mütze schal handschuhe tasche taschen rucksack koffer geldbeutel
portemonnaie brille uhr ring städte viertel straßen platz meer berg berge fluss land welt geschäft
markt apotheke bank uni universität firma fabrik café kino bibliothek stadion bäcker bäckerei autos
motorrad rad lkw züge s-bahn u-bahn straßenbahn flugzeug schiff boot fahrkarte verkehr stau benzin
ampel ecke parkplatz aufgabe hausaufgaben klausur unterricht kurs termine projekt e-mail nachricht
nachrichten anruf foto fotos bild bilder lied musik filme serie buch bücher zeitung mannschaft
fußball geschenk geschenke überraschung feier ferien plan probleme antwort idee wahrheit lüge schuld
recht rechnung geld preis euro karte einkauf angebot telefon ladekabel ladegerät bildschirm
fernseher passwort wlan tage wochen monat monate jahre stunde stunden minute minuten sekunde moment
augenblick vormittag mittag nachmittag mitternacht montag dienstag mittwoch donnerstag freitag
samstag sonnabend sonntag januar februar märz april mai juni juli august september oktober november
dezember frühling sommer herbst winter sonne schnee wind wolke hitze kälte gewitter hund hunde katze
katzen vogel pferd kuh traum gesundheit krankheit grippe erkältung medikament tablette freude trauer
lust eile geduld sache sachen ding dinge seite teil art weise ort name nummer farbe größe ende
anfang hälfte beste schlechte schlechten schlechter schlechtes schlechtem schöne schöner schönem
hässliche hässlichen hässlicher hässliches hässlichem hübsche hübschen hübscher hübsches hübschem
groß größer größte klein kleiner hoch hohe höher niedrig niedrige niedrigen niedriger niedriges
niedrigem lang länger kurz kurze kurzen kurzer kurzes kurzem dick dicke dicken dicker dickes dickem
dünn dünne dünnen dünner dünnes dünnem neu neue neuen neuer neuem alt älter jung jünger reich reiche
reichen reicher reiches reichem armen armer armes armem teure teuren teurer billige billigen
billiger billiges billigem einfache einfachen einfacher einfaches einfachem schwierige schwierigen
schwieriger schwieriges schwierigem schwere schweren schwerer schweres schwerem schnelle schnellen
schneller schnelles schnellem langsame langsamen langsamer langsames langsamem saubere sauberen
sauberer sauberes sauberem schmutzig schmutzige schmutzigen schmutziger schmutziges schmutzigem
dreckige dreckigen dreckiger dreckiges dreckigem volle vollen voller volles vollem leere leeren
leerer leeres leerem offene offenen offener offenes offenem geschlossene geschlossenen geschlossener
geschlossenes geschlossenem zue zuen zuer zues zuem heißer heißes heißem warme warmen warmer warmes
warmem kalte kalten kalter kaltes kaltem frisch frische frischen frischer frisches frischem trockene
trockenen trockener trockenes trockenem nasse nassen nasser nasses nassem hart harte harten harter
hartes hartem weich weiche weichen weicher weiches weichem leichte leichten leichter leichtes
leichtem stark starke starken starker starkes starkem schwach schwache schwachen schwacher schwaches
schwachem kluge klugen kluger kluges klugem dumme dummen dummer dummes dummem verrückte verrückten
verrückter verrücktes verrücktem komische komischen komischer komisches komischem seltsame seltsamen
seltsamer seltsames seltsamem normal normale normalen normaler normales normalem bequem bequeme
bequemen bequemer bequemes bequemem ruhige ruhigen ruhiger ruhiges ruhigem nervöse nervösen nervöser
nervöses nervösem besorgt besorgte besorgten besorgter besorgtes besorgtem beschäftigt beschäftigte
beschäftigten beschäftigter beschäftigtes beschäftigtem frei freie freien freier freies freiem müden
müder müdes müdem gelangweilt gelangweilte gelangweilten gelangweilter gelangweiltes gelangweiltem
lustige lustigen lustiger lustiges lustigem witzige witzigen witziger witziges witzigem ernst ernste
ernsten ernster ernstes ernstem traurige traurigen trauriger trauriges traurigem fröhlich fröhlichen
fröhlicher fröhliches fröhlichem frohen froher frohem glückliche glücklichen glücklicher glückliches
glücklichem sauer sauere saueren sauerer saueres sauerem wütend wütende wütenden wütender wütendes
wütendem aufgeregt aufgeregte aufgeregten aufgeregter aufgeregtes aufgeregtem überrascht überraschte
überraschten überraschter überraschtes überraschtem kranke kranken kranker krankes krankem gesund
gesunde gesunden gesunder gesundes gesundem betrunken betrunkene betrunkenen betrunkener betrunkenes
betrunkenem wach wachen wacher waches wachem alleine alleinen alleiner alleines alleinem fertige
fertigen fertiger fertiges fertigem bereite bereiten bereiter bereites bereitem perfekt perfekte
perfekten perfekter perfektes perfektem tolle tollen toller tolles tollem klasse geile geilen geiler
geiles geilem krasse krassen krasser krasses krassem coole coolen cooler cooles coolem mega
großartig großartige großartigen großartiger großartiges großartigem wunderbar wunderbare
wunderbaren wunderbarer wunderbares wunderbarem wunderschön wunderschöne wunderschönen wunderschöner
wunderschönes wunderschönem schrecklich schreckliche schrecklichen schrecklicher schreckliches
schrecklichem furchtbar furchtbare furchtbaren furchtbarer furchtbares furchtbarem wichtig wichtige
wichtigen wichtiger wichtiges wichtigem nötig nötige nötigen nötiger nötiges nötigem möglich
mögliche möglichen möglicher mögliches möglichem unmöglich unmögliche unmöglichen unmöglicher
unmögliches unmöglichem sichere sicheren sicherer sicheres sicherem richtig richtige richtigen
richtiger richtiges richtigem falsch falsche falschen falscher falsches falschem klare klaren klarer
klares klarem dunkel dunkele dunkelen dunkeler dunkeles dunkelem hell helle hellen heller helles
hellem weiße weißen weißer weißes weißem schwarz schwarze schwarzen schwarzer schwarzes schwarzem
rot rote roten roter rotes rotem blau blaue blauen blauer blaues blauem grün grüne grünen grüner
grünes grünem gelb gelbe gelben gelber gelbes gelbem rosa grau graue grauen grauer graues grauem
braun braune braunen brauner braunes braunem orangen oranges lila lecker leckere leckeren leckerer
leckeres leckerem scharf scharfe scharfen scharfer scharfes scharfem süßen süßer süßes süßem salzig
salzige salzigen salziger salziges salzigem bitter bittere bitteren bitterer bitteres bitterem
letzte letzten letzter letztes letztem ersten erster erstes erstem nächste nächsten nächster
nächstes nächstem gleiche gleichen gleicher gleiches gleichem anders anderse andersen anderser
anderses andersem andere anderen anderer anderes anderem eigene eigenen eigener eigenes eigenem
besondere besonderen besonderer besonderes besonderem nett nette netten netter nettes nettem liebes
liebem muede tschuess gruess spaeter koennen moechte wuerde waere haette malerei gitarre gitarren
klavier lieder einladung einladungen wanderung skifahren ball bälle wecker bürste geruch lärm
abwasch geschirr staubsauger tor tore rennen wette sonnencreme sturm himmel stern sterne mond baum
bäume blume blumen gras stein steine feld hügel weg wege brücke gebäude turm schloss burg kiosk
buchhandlung metzgerei friseur zahnarzt rezept kopfschmerzen zahnschmerzen allergie verletzung blut
haut knochen geschichte meinung chance situation erfahrung beziehung rat tipp entscheidung fehler
witz witze geheimnis versprechen grund ergebnis beispiel sprache sprachen wort wörter brief paket
kiste karton tüte papier stift heft schreibtisch student schüler mitschüler note noten feiertag
gehalt vertrag schicht pause kaffeepause kunden preise ausverkauf kassenbon quittung wechselgeld
münze bargeld miete nachbarschaft kreuzung haltestelle gleis bahnsteig pass reisepass stadtplan
führung ausflug andenken aussicht konzert eintrittskarte schlange tanz getränk imbiss soße gewürz
pfeffer essig honig marmelade mehl bohne bohnen mais pilz pilze paprika gurke pfirsich kirsche
kirschen garnele gericht speisekarte kellner trinkgeld reservierung serviette tischdecke teppich
vorhang pflanze dach vermieter heizung klimaanlage strom steckdose kabel tastatur drucker konto
gruppe sprachnachricht datei wettervorhersage temperatur grad nebel hitzewelle sonnenuntergang
sonnenaufgang schatten jahreszeit saison zeichnung gartenarbeit angeln radfahren spieler gewinner
karten brettspiel spielzeug nickerchen mittagsschlaf haarschnitt parfüm schminke make-up nagel nägel
laune stimmung sorge sorgen hoffnung ruhe frieden hilfe wunsch erinnerung neuigkeit beerdigung
gastgeber schwangerschaft person menge polizist fahrer koch ingenieur pflegerin verkäufer
mitarbeiter armee gebet hauptstadt grenze regierung wahl gesetz krieg wissenschaft kunst kultur
welle sand muschel insekt mücke spinne maus kaninchen schwein schaf ente bär löwe affe elefant
tierarzt sonnig sonnige sonnigen sonniger sonniges sonnigem regnerisch regnerische regnerischen
regnerischer regnerisches regnerischem windig windige windigen windiger windiges windigem bewölkte
bewölkten bewölkter bewölktes bewölktem neblig neblige nebligen nebliger nebliges nebligem
verschneit verschneite verschneiten verschneiter verschneites verschneitem feucht feuchte feuchten
feuchter feuchtes feuchtem freundlich freundliche freundlichen freundlicher freundliches
freundlichem höflich höfliche höflichen höflicher höfliches höflichem unhöflich unhöfliche
unhöflichen unhöflicher unhöfliches unhöflichem schüchtern schüchterne schüchternen schüchterner
schüchternes schüchternem mutig mutige mutigen mutiger mutiges mutigem faul faule faulen fauler
faules faulem eifersüchtig eifersüchtige eifersüchtigen eifersüchtiger eifersüchtiges eifersüchtigem
stolz stolze stolzen stolzer stolzes stolzem dankbar dankbare dankbaren dankbarer dankbares
dankbarem berühmt berühmte berühmten berühmter berühmtes berühmtem gefährlich gefährliche
gefährlichen gefährlicher gefährliches gefährlichem leise leisen leiser leises leisem hungrige
hungrigen hungriger hungriges hungrigem durstige durstigen durstiger durstiges durstigem schläfrig
schläfrige schläfrigen schläfriger schläfriges schläfrigem späte späten spätes spätem frühe frühen
frühes frühem kaputt kaputte kaputten kaputter kaputtes kaputtem verlorene verlorenen verlorener
verlorenes verlorenem kostenlos kostenlose kostenlosen kostenloser kostenloses kostenlosem gratis
gratise gratisen gratiser gratises gratisem teuere teueren teuerer teueres teuerem riesig riesige
riesigen riesiger riesiges riesigem winzig winzige winzigen winziger winziges winzigem breit breite
breiten breiter breites breitem eng enge engen enger enges engem tief tiefe tiefen tiefer tiefes
tiefem roh rohe rohen roher rohes rohem gekochte gekochten gekochter gekochtes gekochtem frittiert
frittierte frittierten frittierter frittiertes frittiertem gebacken gebackene gebackenen gebackener
gebackenes gebackenem gefroren gefrorene gefrorenen gefrorener gefrorenes gefrorenem reif reife
reifen reifer reifes reifem verdorben verdorbene verdorbenen verdorbener verdorbenes verdorbenem
interessant interessante interessanten interessanter interessantes interessantem langweilige
langweiligen langweiliger langweiliges langweiligem spannend spannende spannenden spannender
spannendes spannendem wahr wahre wahren wahrer wahres wahrem modern moderne modernen moderner
modernes modernem antik antike antiken antiker antikes antikem öffentlich öffentliche öffentlichen
öffentlicher öffentliches öffentlichem privat privaten privater privates privatem lokal lokale
lokalen lokaler lokales lokalem örtlich örtliche örtlichen örtlicher örtliches örtlichem ausländisch
ausländische ausländischen ausländischer ausländisches ausländischem fremd fremde fremden fremder
fremdes fremdem national nationale nationalen nationaler nationales nationalem singlen singler
singles singlem ledig ledige ledigen lediger lediges ledigem verheiratet verheiratete verheirateten
verheirateter verheiratetes verheiratetem schwanger schwangere schwangeren schwangerer schwangeres
schwangerem malen male malst malt malte malten zeichnen zeichne zeichnst zeichnt zeichnte zeichnten
schwimmst schwimmt schwimmte schwimmten skifahre skifahrst skifahrt skifahrte skifahrten angelt
angelst singe singst singt singte singten riechen rieche riechst riecht riechte riechten schneiden
schneide schneidest schneidet schneidete schneideten braten brate bratest bratet bratete brateten
backen backe backst backt backte backten mischen mische mischst mischt mischte mischten teilen teile
teilst teilt teilte teilten herunterladen herunterlade herunterladest herunterladet herunterladete
herunterladeten hochladen hochlade hochladest hochladet hochladete hochladeten löschen lösche
löschst löscht löschte löschten speichern speichert speicherst drucken drucke druckst druckt druckte
druckten reparieren repariere reparierst repariert reparierte reparierten brechen breche brechst
brecht brechte brechten mieten mietest mietet mietete mieteten umziehe umziehst umzieht umziehte
umziehten reisen reisst reist reiste reisten verpassen verpasse verpassst verpasst verpasste
verpassten beten bete betest betet betete beteten wählen wähle wählst wählt wählte wählten gewinne
gewinnst gewinnte gewinnten verlierst verlierte verlierten wetten wettest wettet wettete wetteten
schreien schreie schreist schreit schreite schreiten flüstern flüstert flüsterst streiten streite
streitest streitet streitete streiteten verzeihen verzeihe verzeihst verzeiht verzeihte verzeihten
vertrauen vertraue vertraust vertraut vertraute vertrauten lügen lügst lügt lügte lügten verstecken
verstecke versteckst versteckt versteckte versteckten stehlen stehle stehlst stehlt stehlte stehlten
wehtun huste hustest hustet hustete husteten niesen niese niesst niest nieste niesten ausruhen
ausruhe ausruhst ausruht ausruhte ausruhten entspannen entspanne entspannst entspannt entspannte
entspannten waschst wascht waschte waschten bügeln bügelt bügelst fegen fege fegst fegt fegte fegten
aufräume aufräumst aufräumt aufräumte aufräumten gießen gieße gießst gießt gießte gießten füttern
füttert fütterst gassi leihen leihe leihst leiht leihte leihten schulden schulde schuldest schuldet
schuldete schuldeten zählen zähle zählst zählt zählte zählten aussuchen aussuche aussuchst aussucht
aussuchte aussuchten anprobieren anprobiere anprobierst anprobiert anprobierte anprobierten passen
passte passten wachsen wachse wachsst wachste wachsten sterbe sterbst sterbt sterbte sterbten
geboren gebore geborst gebort geborte geborten berühren berühre berührst berührt berührte berührten
anfassen anfasse anfassst anfasst anfasste anfassten drücken drücke drückst drückt drückte drückten
schieben schiebe schiebst schiebt schiebte schiebten ziehe ziehst ziehte ziehten werfen werfe werfst
werft werfte werften fangen fangst fangt fangte fangten falle fallst fallt fallte fallten springen
springe springst springt springte springten klettern klettert kletterst fahrst fahrt fahrte fahrten
überqueren überquere überquerst überquert überquerte überquerten abbiegen abbiege abbiegst abbiegt
abbiegte abbiegten folgen folge folgst folgt folgte folgten führen führe führst führt führte führten
hoere hoerst hoert hoeren hoerte hoertest hoerten gehoert wuensche wuenschst wuenscht wuenschen
wuenschte wuenschtest wuenschten gewuenscht erzaehle erzaehlst erzaehlt erzaehlen erzaehlte
erzaehltest erzaehlten erklaere erklaerst erklaert erklaeren erklaerte erklaertest erklaerten oeffne
oeffnest oeffnet oeffnen oeffnete oeffnetest oeffneten geoeffnet traeume traeumst traeumt traeumen
traeumte traeumtest traeumten getraeumt gehoere gehoerst gehoeren gehoerte gehoertest gehoerten
kuesse kuessst kuesst kuessen kuesste kuesstest kuessten gekuesst haenge haengst haengt haengen
haengte haengtest haengten gehaengt laechele laechelst laechelt laecheln laechelte laecheltest
laechelten gelaechelt aufraeumen aufgeraeumt aufzuraeumen raeume raeumst raeumt aufhoeren aufgehoert
aufzuhoeren waerst waeren haettest haetten wuerdest wuerden koennt koennte koenntest koennten
muessen muesst muesste muessten duerfen duerft duerfte moegen moegt moechtest moechten weisst ass
assen schlaefst schlaeft faehrst faehrt laeufst laeuft heissen heisse heisst hiess sass laesst liess
vergass waescht traegst traegt haeltst haelt faellt gefaellt schliessen faengt zurueckkommen zurueck
waehrend ausser gegenueber drueben draussen ueberall uebermorgen frueher natuerlich uebrigens
ungefaehr noe tschues dankeschoen bitteschoen aeh aehm scheisse guete suesse maedels glueck spass
glueckwunsch schoenen schoenes fuenf zwoelf dreissig fuenfzig waer's haeuser kueche kuechen gaerten
tuer tueren waende schluessel stuehle handtuecher muell kuehlschrank glaeser loeffel fruehstueck
broetchen kaese haehnchen moehre aepfel oel muesli gemuese doener wuerstchen muetter vaeter soehne
toechter brueder grossvater grossmutter grosseltern maenner maedchen aerztin gaeste koerper zaehne
haende fuss fuesse ruecken muetze staedte strasse strassen geschaeft universitaet buero baecker
baeckerei zuege strassenbahn pruefung buecher fussball ueberraschung luege ladegeraet maerz
fruehling kaelte erkaeltung groesse haelfte schoene schoener schoenem haesslich haessliche
haesslichen haesslicher haessliches haesslichem huebsch huebsche huebschen huebscher huebsches
huebschem gross groesser groesste hoeher laenger duenn duenne duennen duenner duennes duennem aelter
juenger heiss heisser heisses heissem verrueckt verrueckte verrueckten verrueckter verruecktes
verruecktem nervoes nervoese nervoesen nervoeser nervoeses nervoesem beschaeftigt beschaeftigte
beschaeftigten beschaeftigter beschaeftigtes beschaeftigtem mueden mueder muedes muedem froehlich
froehliche froehlichen froehlicher froehliches froehlichem gluecklich glueckliche gluecklichen
gluecklicher glueckliches gluecklichem wuetend wuetende wuetenden wuetender wuetendes wuetendem
ueberrascht ueberraschte ueberraschten ueberraschter ueberraschtes ueberraschtem grossartig
grossartige grossartigen grossartiger grossartiges grossartigem wunderschoen wunderschoene
wunderschoenen wunderschoener wunderschoenes wunderschoenem noetig noetige noetigen noetiger
noetiges noetigem moeglich moegliche moeglichen moeglicher moegliches moeglichem unmoeglich
unmoegliche unmoeglichen unmoeglicher unmoegliches unmoeglichem weisse weissen weisser weisses
weissem gruen gruene gruenen gruener gruenes gruenem suess suessen suesser suesses suessem naechste
naechsten naechster naechstes naechstem baelle buerste laerm baeume huegel bruecke gebaeude woerter
tuete schueler mitschueler vorstellungsgespraech muenze fuehrung getraenk sosse gewuerz parfuem
naegel verkaeufer muecke baer loewe bewoelkte bewoelkten bewoelkter bewoelktes bewoelktem hoeflich
hoefliche hoeflichen hoeflicher hoefliches hoeflichem unhoeflich unhoefliche unhoeflichen
unhoeflicher unhoefliches unhoeflichem schuechtern schuechterne schuechternen schuechterner
schuechternes schuechternem eifersuechtig eifersuechtige eifersuechtigen eifersuechtiger
eifersuechtiges eifersuechtigem beruehmt beruehmte beruehmten beruehmter beruehmtes beruehmtem
gefaehrlich gefaehrliche gefaehrlichen gefaehrlicher gefaehrliches gefaehrlichem schlaefrig
schlaefrige schlaefrigen schlaefriger schlaefriges schlaefrigem spaet spaete spaeten spaetes spaetem
frueh fruehe fruehen fruehes fruehem oeffentlich oeffentliche oeffentlichen oeffentlicher
oeffentliches oeffentlichem oertlich oertliche oertlichen oertlicher oertliches oertlichem
auslaendisch auslaendische auslaendischen auslaendischer auslaendisches auslaendischem loeschen
loesche loeschst loescht loeschte loeschten waehlen waehle waehlst waehlt waehlte waehlten fluestern
fluestert fluesterst luegen luegst luegt luegte luegten buegeln buegelt buegelst aufraeume
aufraeumst aufraeumt aufraeumte aufraeumten giessen giesse giessst giesst giesste giessten fuettern
fuettert fuetterst zaehlen zaehle zaehlst zaehlt zaehlte zaehlten beruehren beruehre beruehrst
beruehrt beruehrte beruehrten druecken druecke drueckst drueckt drueckte drueckten ueberqueren
ueberquere ueberquerst ueberquert ueberquerte ueberquerten fuehren fuehre fuehrst fuehrt fuehrte
fuehrten
`;
