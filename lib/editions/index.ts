export * from "./country-codes";
export * from "./editions";
export * from "./choose-edition";
