/**
 * Cues inside scripts that several languages share: Han characters (Chinese, Japanese), Arabic
 * letters (Arabic, Persian, Urdu, Pashto, Sorani Kurdish) and Devanagari (Hindi, Marathi,
 * Nepali). Written from general knowledge of the languages.
 */

/**
 * Japanese forms of characters that Chinese writes otherwise (気 for 气/氣, 駅 for 站), and the
 * repeat mark 々: a message holding one is Japanese even with no kana.
 */
export const JAPANESE_HAN = new Set(
  '気駅様払図楽売読変悪覚県広歩桜辺残関険験鉄単営帰発転伝雑経続絵両円実込働畑枠戻涙恵拝黒歳乗薬浜沢渋勧剣検権歓観姉弾戦軽圧塩隠穏髪麺々',
);

/**
 * Characters that Chinese chat is full of and Japanese writes rarely or never without kana
 * around them: particles (的 吗 呢 吧), pronouns (你 她 们) and simplified forms (这 说 谢 对).
 */
export const CHINESE_HAN = new Set(
  '的吗呢吧啊哦嗯呀啦嘛们这那么是我你他她很也就还没好谢对说给让请问见过时个要想去吃喝看在把被从跟比再哪怎谁您俩咱发现进边应该题经认识乐东车门开关电话后为儿样',
);

/** Letters of the Arabic script that only some of its languages write, and whose they are. */
export const ARABIC_SCRIPT_LETTERS: ReadonlyArray<[language: string, letters: string]> = [
  // Pashto first: it also writes the Persian letters.
  ['ps', 'ټډړږښګڼېۍ'],
  // Sorani Kurdish.
  ['ku', 'ڕڵۆێە'],
  // Urdu: retroflex letters, nasal noon and the two hehs it writes apart.
  ['ur', 'ٹڈڑںےۓہھ'],
  // Persian (Urdu writes these too, and is caught above).
  ['fa', 'پچژگکی'],
  // Arabic's own kaf and yeh: the others write ک and ی instead.
  ['ar', 'كي'],
];

/** Everyday words of Marathi and Nepali that Hindi does not use, and Hindi's own. */
export const DEVANAGARI_WORDS: Record<string, ReadonlySet<string>> = {
  hi: new Set(
    'है हैं था थी थे हूँ हूं का की के को में से पर नहीं क्या क्यों कैसे कैसा मैं तुम आप हम यह वह ये वो और भी बहुत अच्छा ठीक कल आज अभी रहा रही रहे गया गई गए करना करो करूँगा करता करती हाँ हां जी धन्यवाद शुक्रिया नमस्ते चलो मुझे तुम्हें तुम्हारा मेरा मेरी बात कुछ सब लेकिन इसलिए'.split(
      ' ',
    ),
  ),
  mr: new Set(
    'धन्यवाद आहे आहेत आहेस नाही नाहीस मी तू तुम्ही आम्ही आपण काय कसा कशी कसे झाले झाला झाली आणि मला तुला त्याला तिला होते होता होती करतो करते करत येतो येते जातो जाते नको हवं हवे कुठे केव्हा खूप छान उद्या इथे तिथे माझा माझी माझे तुझा तुझी तुझे त्याचा बरं बरोबर चला'.split(
      ' ',
    ),
  ),
  ne: new Set(
    'धन्यवाद म मलाई तिमीलाई हामीलाई उसलाई लागि थियो थिए भएको गरेको हुनुहुन्छ छ छु छन् छौ छैन छैनन् तिमी तपाईं तपाई हामी मेरो तिम्रो तपाईंको उनको गर्नु गर्छु गर्छ गर्छौ भयो हुन्छ पनि अनि कस्तो किन भन्नु भने आउनु जानु गयो आयो राम्रो धेरै अहिले भोलि हिजो नमस्कार ठिक छौं हजुर'.split(
      ' ',
    ),
  ),
};
/** Marathi writes ळ; Hindi and Nepali do not. */
export const MARATHI_LETTER = 'ळ';
