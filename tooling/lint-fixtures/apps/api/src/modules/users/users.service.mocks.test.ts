// breaks: nothing
import { vi } from 'vitest';

vi.mock('./users.service');
