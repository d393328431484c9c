import { checkAccessibility } from './accessibility';

checkAccessibility('desktop', { index: 4, of: 4 });
