export declare function ensureBuilt(names?: ('web' | 'api')[]): void;
