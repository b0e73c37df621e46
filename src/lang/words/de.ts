/**
 * German: function words and the words of everyday chat, lower case, with the ss/ae/oe/ue
 * spellings people type without umlauts. Written from general knowledge of the language.
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
hallo hey hi tschüss tschüs ciao servus moin grüß gott guten gute guter gutes morgen tag
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
`;
