import { checkAccessibility } from './accessibility';

checkAccessibility('phone', { index: 4, of: 4 });
