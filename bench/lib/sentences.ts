/**
 * What the load generator's clients write: everyday chat sentences in several languages, about
 * 80 characters on average, as people type them (the send path detects each one's language, so
 * a stamp alone would measure a cheaper path than people take). Written for the benchmark; not
 * taken from any corpus, and apart from the detector's own test sets.
 */
export const BENCH_SENTENCES: readonly string[] = [
  "I'm running a bit late, the bus hasn't shown up yet, so start without me and I'll catch up.",
  'Did you see the email from the landlord about the heating? I think they are coming on Tuesday.',
  "Thanks so much for dinner last night, the kids haven't stopped talking about your lemon cake!",
  'Can you send me the photos from the trip when you get a chance? Mine came out really blurry.',
  "We're thinking of going hiking on Saturday if the weather holds, do you and Sam want to come?",
  'Just landed, the flight was fine but the queue at passport control is ridiculous right now.',
  "Don't forget we have the meeting with the accountant at ten tomorrow, bring last year's papers.",
  'Estoy saliendo del trabajo ahora mismo, ¿quieres que pase por el supermercado antes de llegar?',
  'Muchas gracias por ayudarme con la mudanza, sin vosotros habría tardado el doble de tiempo.',
  '¿Has visto el partido de anoche? No me puedo creer que perdieran en el último minuto otra vez.',
  'Mañana no puedo quedar para comer porque tengo médico, pero el jueves me viene perfecto.',
  'Je suis encore au bureau, la réunion a pris plus de temps que prévu, je rentre vers huit heures.',
  "Tu peux me rappeler le nom du restaurant où on est allés pour l'anniversaire de Claire ?",
  'Merci pour les photos, elles sont magnifiques, on voit vraiment la mer depuis la terrasse !',
  'Ich schaffe es heute leider nicht mehr zum Training, mein Zug hat schon wieder Verspätung.',
  'Kannst du mir bitte sagen, wann genau das Konzert am Samstag anfängt? Ich finde die Karte nicht.',
  'Vielen Dank für das schöne Geschenk, die Kinder haben sich riesig darüber gefreut!',
  'Sto arrivando, ho trovato un traffico pazzesco in centro, mi dispiace davvero per il ritardo.',
  'Hai già prenotato il ristorante per sabato sera o vuoi che chiami io domani mattina?',
  'Estou saindo de casa agora, chego aí em uns vinte minutos se o trânsito deixar.',
  'Você viu a mensagem da escola sobre a reunião de pais? Acho que é na próxima quarta-feira.',
  'Я уже выхожу из дома, буду минут через двадцать, если не попаду в пробку на мосту.',
  'Спасибо за вчерашний вечер, было очень весело, давай в следующий раз соберёмся у нас.',
  '今日は仕事が長引いてしまったので、夕飯は先に食べていてください。九時ごろには帰れると思います。',
  '明日の待ち合わせは駅の改札前でいいですか？少し早めに着くようにします。',
  '我现在刚下班，路上有点堵车，大概七点半能到餐厅，你们先点菜吧。',
  '周末要不要一起去爬山？天气预报说星期六是晴天，我可以开车去接你。',
  'أنا في الطريق الآن، الزحام شديد جداً في وسط المدينة، سأصل بعد نصف ساعة تقريباً.',
  'शाम को घर आते समय दूध और ब्रेड ले आना, और हाँ, माँ का फ़ोन आया था, उन्हें वापस कॉल कर लेना।',
  'Yarın sabah toplantı erken başlıyor, o yüzden kahvaltıya gelemeyeceğim, kusura bakma.',
];
