// Stands in for the classic theme's Prism start-up module in the browser bundle (see ./index.ts).
export {};
