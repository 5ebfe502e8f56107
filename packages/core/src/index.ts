export * from './assignments';
export * from './calendar';
export * from './constants';
export * from './greeting';
export * from './schedule';
export * from './subscription';
export * from './swipe';
export * from './agenda';
