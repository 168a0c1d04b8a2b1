// gifenc ships no types: ./index.ts describes the three functions it uses.
declare module 'gifenc';
