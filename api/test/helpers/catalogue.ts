/** A catalogue product as the contract's calls answer it on the wire (the fields the suites read). */
export interface WireProduct {
  id: string;
  url: string;
  name: string;
  description: string | null;
  published: boolean;
}
