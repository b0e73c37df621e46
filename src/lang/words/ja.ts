/**
 * Japanese words written in kanji alone that Chinese does not use (Chinese says 明天, 工作,
 * 朋友, 生日 for 明日, 仕事, 友達, 誕生日), so that a kana-less message made of them is Japanese.
 * Words both languages write alike (学校, 先生, 大丈夫, 了解) are left out: those stay Chinese
 * unless the writer is Japanese (see scripts.ts). Written from general knowledge of the language.
 */
export const JA_KANJI = `
明日 今日 昨日 毎日 毎朝 毎晩 毎週 毎月 毎年 今朝 今晩 今週 来週 先週 再来週 来月 先月 今月 来年 今度 夕方 夜中 昼間 朝食 昼食 夕食 夕飯 朝飯 昼飯 晩飯 月曜日 火曜日
水曜日 木曜日 金曜日 土曜日 日曜日 月曜 火曜 水曜 木曜 金曜 土曜 日曜 誕生日 仕事 友達 会社 会議 出張 残業 宿題 用事 予定 予約 都合 本当 一緒 多分 絶対 丁度 早速 素敵
綺麗 面倒 心配 退屈 野菜 鶏肉 豚肉 弁当 台所 医者 病院 映画 空港 自転車 飛行機 駐車場 新幹線 地下鉄 了承 承知 御免 大切 彼氏 彼女 旦那 両親 返事 電話番号 近所 部屋 玄関
冷蔵庫 洗濯
`;
