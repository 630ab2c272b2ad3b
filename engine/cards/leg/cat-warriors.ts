// Cat Warriors: Forestwalk (This creature can't be blocked as long as defending player controls a Forest.)
import { card } from "../dsl";
export default card({ name: "Cat Warriors", keywords: ["forestwalk"] });
