// The languages an endpoint page's request samples can be in, by the key the reader's choice of tab is
// stored under. cURL, JavaScript and Python are written by request-samples.ts (they read secrets and
// x-sample-env values from the environment); the others by @scalar/snippetz (library-samples.ts).

export const SAMPLE_LANGUAGES = {
  curl: { label: 'cURL', title: 'cURL', language: 'bash' },
  javascript: { label: 'JavaScript', title: 'JavaScript (fetch)', language: 'javascript' },
  python: { label: 'Python', title: 'Python (requests)', language: 'python' },
  node: { label: 'Node', title: 'Node (undici)', language: 'javascript' },
  go: { label: 'Go', title: 'Go (net/http)', language: 'go' },
  php: { label: 'PHP', title: 'PHP (Guzzle)', language: 'php' },
  ruby: { label: 'Ruby', title: 'Ruby (Net::HTTP)', language: 'ruby' },
  java: { label: 'Java', title: 'Java (java.net.http)', language: 'java' },
  csharp: { label: 'C#', title: 'C# (HttpClient)', language: 'csharp' },
  kotlin: { label: 'Kotlin', title: 'Kotlin (OkHttp)', language: 'kotlin' },
  swift: { label: 'Swift', title: 'Swift (URLSession)', language: 'swift' },
  rust: { label: 'Rust', title: 'Rust (reqwest)', language: 'rust' },
  powershell: { label: 'PowerShell', title: 'PowerShell (Invoke-RestMethod)', language: 'powershell' },
  httpie: { label: 'HTTPie', title: 'HTTPie', language: 'bash' },
} as const;

export type SampleLanguageKey = keyof typeof SAMPLE_LANGUAGES;

export const SAMPLE_LANGUAGE_KEYS = Object.keys(SAMPLE_LANGUAGES) as [SampleLanguageKey, ...SampleLanguageKey[]];

/** The languages of a spec that does not choose (`samples.languages`): those of every site before the setting. */
export const DEFAULT_SAMPLE_LANGUAGES: SampleLanguageKey[] = ['curl', 'javascript', 'python'];
