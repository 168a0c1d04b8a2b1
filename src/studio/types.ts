/** The content formats the studio makes: they belong to the teaching code that reads them (../teach/formats.ts). */
export * from '../teach/formats.js';
