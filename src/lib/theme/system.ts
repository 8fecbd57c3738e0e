import { createSystem } from '@chakra-ui/react';
import { chakraConfig } from './chakraConfig';
import { preferencesConfig } from './themeConfig';

// chakraConfig, not Chakra's defaultConfig: only the recipes the app uses (see chakraConfig.ts).
export const system = createSystem(chakraConfig, preferencesConfig);
