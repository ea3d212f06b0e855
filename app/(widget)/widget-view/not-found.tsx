// The cached widgets answer a missing story with the same small card as /widget/… (no site chrome).
export { default } from "../widget/not-found";
