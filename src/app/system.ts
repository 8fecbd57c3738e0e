import { createSystem, defaultConfig } from '@chakra-ui/react';
import { preferencesConfig } from './preferences/themeConfig';

export const system = createSystem(defaultConfig, preferencesConfig);
