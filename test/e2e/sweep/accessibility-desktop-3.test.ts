import { checkAccessibility } from './accessibility';

checkAccessibility('desktop', { index: 3, of: 4 });
