import type { IslandModule } from './island-registry.js';
import { ThemeToggle, type ThemeToggleProps } from './theme-toggle.js';

export const island: IslandModule<ThemeToggleProps> = { Component: ThemeToggle };
