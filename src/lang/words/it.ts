/**
 * Italian: function words and the words of everyday chat, lower case; elided forms end in an
 * apostrophe (l', un', dell'…). Written from general knowledge of the language.
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
`;
