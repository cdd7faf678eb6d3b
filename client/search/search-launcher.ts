// Imported once by the client entry: the only search code every page loads.
import { installSearchLauncher } from './install-search-launcher.js';

installSearchLauncher(document);
