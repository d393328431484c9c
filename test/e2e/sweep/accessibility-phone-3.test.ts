import { checkAccessibility } from './accessibility';

checkAccessibility('phone', { index: 3, of: 4 });
