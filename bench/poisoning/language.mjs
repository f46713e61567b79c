// A rough language label for real servers' text, from its script: the corpus descriptors are
// labelled with it (the hand-written items carry their author's label). Latin text is taken as
// English; the corpus has no other Latin-script language.
const SCRIPTS = [
  [/[\u3040-\u30ff]/u, 'ja'],
  [/[\uac00-\ud7af]/u, 'ko'],
  [/[\u4e00-\u9fff]/u, 'zh'],
  [/[\u0400-\u04ff]/u, 'ru'],
  [/[\u0600-\u06ff]/u, 'ar'],
  [/[\u0590-\u05ff]/u, 'he'],
];

export function languageOf(text) {
  const letters = String(text).replace(/[^\p{L}]/gu, '');
  for (const [re, lang] of SCRIPTS) {
    const n = [...letters].filter((c) => re.test(c)).length;
    if (n > 0 && n * 3 >= [...letters].length) return lang;
  }
  return 'en';
}
