/**
 * The twelve demo users seeded on an empty database: one per translation language (core 3), with
 * avatars shipped in `public/avatars/` so nothing is fetched from elsewhere.
 */
export interface DemoUser {
  id: string;
  username: string;
  displayName: string;
  language: string;
  bio: string;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    id: 'u-emma',
    username: 'emma',
    displayName: 'Emma Johnson',
    language: 'en',
    bio: 'Coffee, trail runs and too many podcasts.',
  },
  {
    id: 'u-sofia',
    username: 'sofia',
    displayName: 'Sofía García',
    language: 'es',
    bio: 'Diseñadora en Madrid. Siempre con la cámara.',
  },
  {
    id: 'u-camille',
    username: 'camille',
    displayName: 'Camille Dubois',
    language: 'fr',
    bio: 'Boulangère le matin, violoniste le soir.',
  },
  {
    id: 'u-lukas',
    username: 'lukas',
    displayName: 'Lukas Müller',
    language: 'de',
    bio: 'Ingenieur aus Hamburg. Segeln am Wochenende.',
  },
  {
    id: 'u-yuki',
    username: 'yuki',
    displayName: 'Yuki Tanaka',
    language: 'ja',
    bio: '東京でイラストを描いています。',
  },
  {
    id: 'u-layla',
    username: 'layla',
    displayName: 'Layla Hassan',
    language: 'ar',
    bio: 'مهندسة برمجيات وأحب القراءة.',
  },
  {
    id: 'u-wei',
    username: 'wei',
    displayName: 'Wei Chen',
    language: 'zh',
    bio: '喜欢旅行和美食的摄影师。',
  },
  {
    id: 'u-priya',
    username: 'priya',
    displayName: 'Priya Sharma',
    language: 'hi',
    bio: 'डॉक्टर, संगीत और चाय की शौकीन।',
  },
  {
    id: 'u-lucas',
    username: 'lucas',
    displayName: 'Lucas Oliveira',
    language: 'pt',
    bio: 'Surfista e professor de história no Rio.',
  },
  {
    id: 'u-anya',
    username: 'anya',
    displayName: 'Anya Ivanova',
    language: 'ru',
    bio: 'Шахматы, книги и долгие прогулки.',
  },
  {
    id: 'u-marco',
    username: 'marco',
    displayName: 'Marco Rossi',
    language: 'it',
    bio: 'Chef a Bologna. La pasta è una cosa seria.',
  },
  {
    id: 'u-jisoo',
    username: 'jisoo',
    displayName: 'Jisoo Kim',
    language: 'ko',
    bio: '서울에서 음악을 만들어요.',
  },
];

/** Where a demo user's avatar is served from. */
export function demoAvatarPath(username: string): string {
  return `/avatars/${username}.svg`;
}
