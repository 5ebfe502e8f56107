export * from './auth';
export * from './backup';
export * from './planner';
export * from './profile';
