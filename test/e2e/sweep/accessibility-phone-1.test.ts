import { checkAccessibility } from './accessibility';

checkAccessibility('phone', { index: 1, of: 4 });
