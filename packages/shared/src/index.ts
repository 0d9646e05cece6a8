export * from './errors';
export * from './constants';
export * from './rules/password-strength';
export * from './schemas/common';
export * from './rules/greeting';
export * from './rules/image-rules';
