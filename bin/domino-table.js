#!/usr/bin/env node
// `npx domino-table render <record> --step N --out fig.svg|fig.png|hand.gif`: pictures and animations of a game record
// (see docs/pictures.md). PNG and GIF need the optional packages @resvg/resvg-js (and gifenc for GIF).
// `npx domino-table check lesson.json [more.json…]`: checks lessons, puzzles and courses (JSON files or dl1.… links)
// against their JSON Schema and the rules engine; exit status 2 with the reasons (see docs/lessons.md).
import(process.argv[2] === 'check' ? '../dist/check/check.js' : '../dist/render/cli.js');
