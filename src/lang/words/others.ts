/**
 * Short tables for the languages most often taken for ours on a few words: Ukrainian and
 * Bulgarian for Russian, Dutch for German, Catalan for Spanish. They let a word of theirs count for them
 * rather than for the neighbour whose n-grams look alike. Written from general knowledge of the
 * languages.
 */
export const UK = `
і й та що це як але так ні не на в у з із до від за по про для без я ти він вона воно ми ви
вони мене мені тебе тобі його її їх нам вам нас вас мій моя моє мої твій твоя наш наша ваш
ваша свій є був була було були буде буду будеш можна треба дуже теж також ще вже тут там де
коли чому хто який яка яке які скільки дякую будь ласка привіт бувай добре гаразд зараз
завтра сьогодні вчора потім скоро завжди ніколи вдома робота роботі тиждень день ранок
вечір ніч щось нічого все всі люблю кохаю сумую вітаю звичайно звісно мабуть справді
чекаю зателефоную напишу прийду їду іду йду хочу можу знаю думаю кажу сказав сказала
`;

export const NL = `
de het een en of maar dat die dit wat wie waar wanneer waarom hoe ik je jij u hij zij ze we
wij jullie mij me mijn jouw jou zijn haar ons onze hun is ben bent was waren heb hebt heeft
hebben had kan kun kunt kunnen wil wilt willen moet moeten zal zou niet geen wel ook nog al
er hier daar nu dan toen straks morgen vandaag gisteren ja nee oké hoi hallo doei dag tot
ziens bedankt dank dankjewel alsjeblieft sorry goed leuk lekker mooi fijn graag heel erg
veel weinig meer met voor van naar op in uit aan bij door over zonder thuis werk week
weekend jaar tijd vriend vriendin mama papa gefeliciteerd gezellig welterusten goedemorgen
`;

export const CA = `
el la els les un una i o però que de del dels al als a en amb per com quan on qui què jo tu
ell ella nosaltres vosaltres ells elles em et es ens us li meu meva meus teu teva seu seva
aquest aquesta això aquell és són era eren estic estàs està estem esteu estan tinc tens té
tenim fer faig fas fa fem vaig vas va anem aneu van puc pots pot podem vull vols vol sé saps
no sí res molt molta molts més menys bé mal millor bon bona gràcies hola adéu fins demà avui
ahir ara ja també després abans aquí allà llavors doncs nit dia setmana any vegada casa
feina amic amiga mare pare perdó sisplau d'acord clar perfecte potser també bon dia
`;

export const BG = `
ще не ме си ли от за да ти и на се е съм сме сте са беше бях бил била този тази това тези
какво кой коя кое къде кога защо как много малко добре благодаря моля здравей здрасти чао
утре днес вчера сега после вече още само също тук там нещо нищо всичко някой никой мой моя
твой твоя наш ваш нас вас нея него тях го я ни ви ги обичам искам мога трябва може няма има
`;
