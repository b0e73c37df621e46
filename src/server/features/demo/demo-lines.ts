/**
 * What demo users say when a newcomer starts demo conversations, each in their own language,
 * and how the newcomer answers (in the newcomer's language).
 */
export const DEMO_OPENERS: Record<string, readonly string[]> = {
  en: ['Hey! Great to meet you here 👋', 'Are you free for a call this weekend?'],
  es: ['¡Hola! ¿Qué tal tu día?', 'Mañana voy al mercado, ¿quieres venir conmigo?'],
  fr: ['Salut ! Comment ça va ?', "J'ai trouvé une super boulangerie près de chez moi."],
  de: ['Hallo! Wie geht es dir?', 'Am Samstag gehen wir segeln, kommst du mit?'],
  ja: ['こんにちは！元気ですか？', '週末に新しいカフェに行きませんか？'],
  ar: ['مرحبا! كيف حالك اليوم؟', 'هل قرأت الكتاب الذي أرسلته لك؟'],
  zh: ['你好！最近怎么样？', '这个周末一起去吃火锅吧！'],
  hi: ['नमस्ते! आप कैसे हैं?', 'कल शाम को चाय पीने चलें?'],
  pt: ['Oi! Tudo bem com você?', 'Vamos à praia no domingo?'],
  ru: ['Привет! Как дела?', 'Хочешь сыграть в шахматы вечером?'],
  it: ['Ciao! Come stai?', 'Stasera preparo le lasagne, vieni a cena?'],
  ko: ['안녕하세요! 잘 지내요?', '이번 주말에 같이 영화 볼래요?'],
};

export const DEMO_REPLIES: Record<string, string> = {
  en: 'Hi! So nice to hear from you 😊',
  es: '¡Hola! Qué alegría saber de ti 😊',
  fr: 'Salut ! Ça fait plaisir de te lire 😊',
  de: 'Hallo! Schön, von dir zu hören 😊',
  ja: 'こんにちは！連絡ありがとう 😊',
  ar: 'مرحبا! سعيد بسماع أخبارك 😊',
  zh: '你好！很高兴收到你的消息 😊',
  hi: 'नमस्ते! आपसे बात करके खुशी हुई 😊',
  pt: 'Oi! Que bom ter notícias suas 😊',
  ru: 'Привет! Рад тебя слышать 😊',
  it: 'Ciao! Che bello sentirti 😊',
  ko: '안녕하세요! 연락 줘서 반가워요 😊',
};

export const DEMO_GROUP_NAME = 'Allo World 🌍';
