import { checkAccessibility } from './accessibility';

checkAccessibility('phone', { index: 2, of: 4 });
