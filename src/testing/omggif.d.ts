declare module 'omggif';
