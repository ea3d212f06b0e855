import { describe, expect, it } from "vitest";
import { extractEntities, extractTitleEntities } from "./extract-entities";

const placeNames = (title: string, lead = "") => extractEntities(title, lead).places.map((place) => place.name);

describe("extractEntities", () => {
  it("finds a person named by a title, and the country of a demonym", () => {
    const entities = extractEntities("French President Emmanuel Macron visits Washington", "");
    expect(entities.people).toEqual(["Emmanuel Macron"]);
    expect(entities.places.map((place) => place.name)).toEqual(["France", "Washington"]);
  });

  it("reads titles through their fillers: Secretary of State, Gov., Chief Justice", () => {
    const lead = "Secretary of State Mike Pompeo met Texas Gov. Greg Abbott. Chief Justice John Roberts did not attend.";
    const entities = extractEntities("Talks in Austin", lead);
    expect(entities.people).toEqual(["Mike Pompeo", "Greg Abbott", "John Roberts"]);
    expect(entities.places.map((place) => place.name)).toEqual(["Austin", "Texas"]);
  });

  it("keeps royal and papal titles in the name", () => {
    expect(extractEntities("King Charles meets Pope Francis", "").people).toEqual(["King Charles", "Pope Francis"]);
  });

  it("unifies a surname with the full name the text gives", () => {
    const entities = extractEntities("Kerry defends Iran deal", "Former Secretary of State John Kerry said on Monday. Kerry added that talks continue.");
    expect(entities.people).toEqual(["John Kerry"]);
  });

  it("knows leaders named by surname alone", () => {
    expect(extractEntities("Trump administration to reunite migrant families separated at border", "").people).toEqual(["Donald Trump"]);
  });

  it("finds a person by a speech verb even without a title or known first name", () => {
    expect(extractEntities("Vote count continues", "Bolsonaro said the count was fair, Haddad told reporters.").people).toEqual(["Jair Bolsonaro", "Haddad"]);
  });

  it("finds organisations by acronym, by alias and by their last word", () => {
    const entities = extractEntities(
      "FBI and NATO officials meet",
      "The Federal Reserve, the Bank of England and Acme Holdings were named, as was the EU. Republicans objected.",
    );
    expect(entities.organisations).toEqual(["FBI", "NATO", "Federal Reserve", "Bank of England", "Acme Holdings", "European Union", "Republican Party"]);
  });

  it("ignores capitals that only open a sentence", () => {
    const entities = extractEntities("After the storm, residents return", "Officials said Monday that Thousands were displaced. However, power is back.");
    expect(entities).toEqual({ people: [], organisations: [], places: [] });
  });

  it("does not take a Title Case headline's words for names", () => {
    const entities = extractEntities("Trump Rebukes John Kerry Over 'Back-Channel Talks' With Iran", "The president faulted his predecessor's chief envoy.");
    expect(entities.people).toEqual(["Donald Trump", "John Kerry"]);
    expect(entities.organisations).toEqual([]);
    expect(entities.places.map((place) => place.name)).toEqual(["Iran"]);
  });

  it("finds places with their local-news codes, including both halves of 'US-Mexico'", () => {
    const entities = extractEntities("Wildfire forces evacuations near Sydney", "Crews at the US-Mexico border were sent to help.");
    expect(entities.places[0]).toEqual({ name: "Sydney", kind: "city", countryCode: "AU", regionCode: "NSW" });
    expect(entities.places.map((place) => place.name)).toEqual(["Sydney", "United States", "Mexico"]);
  });

  it("does not take a person whose first name is a city for the city", () => {
    expect(placeNames("Austin Butler wins award", "Austin Butler said he was thrilled.")).toEqual([]);
    expect(extractEntities("Austin Butler wins award", "Austin Butler said he was thrilled.").people).toEqual(["Austin Butler"]);
  });

  it("takes the place in front of an organisation or an official", () => {
    expect(placeNames("Austin Police Department arrests suspect")).toEqual(["Austin"]);
    expect(extractEntities("Austin Police Department arrests suspect", "").organisations).toEqual(["Austin Police Department"]);
    expect(extractEntities("U.S. Supreme Court rules", "").organisations).toEqual(["Supreme Court"]);
  });

  it("lists what only the headline names", () => {
    const entities = extractTitleEntities("Macron meets Merkel in Berlin", "Angela Merkel and Emmanuel Macron met the Pope in Rome.");
    expect(entities.people).toEqual(["Emmanuel Macron", "Angela Merkel"]);
    expect(entities.places.map((place) => place.name)).toEqual(["Berlin"]);
  });
});
