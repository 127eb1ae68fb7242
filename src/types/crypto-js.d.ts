// crypto-js ships no types; src/plugins/lean-start-up/cryptoJs.ts needs only this much.
declare module 'crypto-js/sha1' {
  const SHA1: (message: string) => {toString(): string};
  export default SHA1;
}
