// breaks: no-restricted-properties
import { vi } from 'vitest';

vi.mock('./users.service');
