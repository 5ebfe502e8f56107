// Written by scripts/generate-contracts.mjs from the folders of modules/: do not edit.
// Run `npm run generate:contracts` after adding or removing a file of a module.
// The package entry exports all of it: what a module declares is named once, in its folder.
export * from './assignments/contract';
export * from './assignments/restore';
export * from './classes/contract';
export * from './classes/restore';
export * from './events/contract';
export * from './events/restore';
export * from './focus/contract';
export * from './focus/restore';
export * from './grades/contract';
export * from './grades/requests';
export * from './grades/responses';
export * from './grades/restore';
export * from './profile/contract';
export * from './schedule/contract';
export * from './schedule/restore';
export * from './study/contract';
export * from './study/restore';
export * from './terms/contract';
export * from './terms/requests';
export * from './terms/responses';
export * from './terms/restore';
