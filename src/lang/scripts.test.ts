import { eld } from 'eld/small';
import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect';

const language = (text: string, prior?: string) => detectLanguage(eld, text, prior).language;

describe('scripts that name their language', () => {
  it('should decide on a single character, whoever writes it', () => {
    expect(detectLanguage(eld, 'あ', 'en')).toEqual({
      language: 'ja',
      confidence: 1,
      reliable: true,
    });
    expect(detectLanguage(eld, 'ネ', 'ko')).toMatchObject({ language: 'ja', reliable: true });
    expect(detectLanguage(eld, '네', 'ja')).toEqual({
      language: 'ko',
      confidence: 1,
      reliable: true,
    });
    expect(language('ㅋ', 'en')).toBe('ko');
    expect(language('ค', 'en')).toBe('th');
    expect(language('ש', 'en')).toBe('he');
    expect(language('λ', 'en')).toBe('el');
  });

  it('should name the language of the other scripts of one language', () => {
    expect(language('სალამი')).toBe('ka');
    expect(language('Բարեւ')).toBe('hy');
    expect(language('ধন্যবাদ')).toBe('bn');
    expect(language('ਧੰਨਵਾਦ')).toBe('pa');
    expect(language('આભાર')).toBe('gu');
    expect(language('நன்றி')).toBe('ta');
    expect(language('ధన్యవాదాలు')).toBe('te');
    expect(language('ಧನ್ಯವಾದ')).toBe('kn');
    expect(language('നന്ദി')).toBe('ml');
    expect(language('ස්තූතියි')).toBe('si');
    expect(language('ကျေးဇူး')).toBe('my');
    expect(language('អរគុណ')).toBe('km');
    expect(language('ຂອບໃຈ')).toBe('lo');
    expect(language('አመሰግናለሁ')).toBe('am');
    expect(language('אַ דאַנק')).toBe('yi');
  });

  it('should follow the script that most of the letters are in', () => {
    expect(language('ok 谢谢你')).toBe('zh');
    expect(language('I love 寿司 so much')).toBe('en');
    expect(language('今日は雨')).toBe('ja');
  });
});

describe('scripts several languages share', () => {
  it('should take Han text for Chinese unless a Japanese form or the writer says otherwise', () => {
    expect(detectLanguage(eld, '好的')).toMatchObject({ language: 'zh', reliable: true });
    expect(language('谢谢', 'ja')).toBe('zh');
    expect(language('東京駅')).toBe('ja');
    expect(language('了解', 'ja')).toBe('ja');
    expect(language('了解')).toBe('zh');
  });

  it('should take Arabic script for Arabic unless Persian, Urdu or Pashto letters say otherwise', () => {
    expect(detectLanguage(eld, 'شكرا', 'fa').language).toBe('ar');
    expect(language('مرسی')).toBe('fa');
    expect(language('کجایی؟')).toBe('fa');
    expect(language('شکریہ')).toBe('ur');
    expect(language('مننه ښه')).toBe('ps');
    // سلام is as Persian as Arabic: a Persian writer's word.
    expect(language('سلام', 'fa')).toBe('fa');
    expect(language('سلام')).toBe('ar');
    expect(language('كيف حالك اليوم؟ هل أنت بخير يا صديقي العزيز', 'fa')).toBe('ar');
  });

  it('should take Devanagari for Hindi unless Marathi or Nepali words say otherwise', () => {
    expect(language('नमस्ते', 'en')).toBe('hi');
    expect(language('ठीक है', 'en')).toBe('hi');
    expect(language('मी घरी आहे')).toBe('mr');
    expect(language('तू कुठे आहेस?')).toBe('mr');
    expect(language('म घरमा छु')).toBe('ne');
    expect(language('तिमी कस्तो छौ?')).toBe('ne');
    expect(language('धन्यवाद', 'mr')).toBe('mr');
  });
});
