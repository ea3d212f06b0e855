import type { ClusterInput } from "./story-clusterer";

// Hand-written headlines and leads (not copied from any outlet) for the clusterer's unit tests:
// one news day with several unrelated events, two of them told by different outlets in different words.
export const DAY = Date.UTC(2019, 11, 10);
const HOUR = 3600_000;

function article(id: string, source: string, hour: number, title: string, lead: string): ClusterInput {
  return { id, source, title, lead, publishedAt: DAY + hour * HOUR };
}

export const BACKGROUND: ClusterInput[] = [
  article("bg-1", "outlet-a", 1, "Storm brings heavy snow to the Rocky Mountains", "Forecasters warned travellers in Colorado and Wyoming that up to two feet of snow could close mountain passes through Wednesday."),
  article("bg-2", "outlet-b", 2, "Central bank leaves interest rates unchanged", "The Federal Reserve held its benchmark rate steady on Tuesday and signalled no change in the months ahead as inflation stays low."),
  article("bg-3", "outlet-c", 3, "Tech giant unveils foldable phone", "Samsung showed a second foldable handset with a sturdier hinge and a lower price, hoping to revive interest in the category."),
  article("bg-4", "outlet-d", 4, "City council approves new bike lanes", "Portland councillors voted to add thirty miles of protected cycle lanes downtown, funded by a parking surcharge."),
  article("bg-5", "outlet-e", 5, "Museum returns looted statues to Cambodia", "The Denver Art Museum said it would hand back four Khmer sculptures after investigators traced them to a smuggling network."),
  article("bg-6", "outlet-f", 6, "Airline cancels flights over pilot strike", "British Airways grounded hundreds of flights as pilots walked out in a dispute over pay, stranding passengers across Europe."),
];

export const EXXON_A = article("exxon-a", "outlet-left", 9, "Exxon wins New York climate fraud case", "A New York judge ruled that ExxonMobil did not mislead investors about the cost of climate change regulation, a major victory for the oil giant.");
export const EXXON_B = article("exxon-b", "outlet-right", 11, "Judge sides with ExxonMobil in climate lawsuit brought by New York", "New York's attorney general failed to prove that Exxon deceived shareholders over climate risks, a state judge found on Tuesday, dismissing the fraud case.");
export const EXXON_C = article("exxon-c", "outlet-center", 12, "New York loses landmark climate case against Exxon", "The state's fraud lawsuit accusing ExxonMobil of misleading investors about climate change costs ended in defeat for the attorney general.");

export const HEARING_A = article("hearing-a", "outlet-left", 10, "Senate Judiciary Committee opens hearings on Supreme Court nominee", "Democrats clashed with Republicans as confirmation hearings for Brett Kavanaugh began with protests and calls for delay.");
export const HEARING_B = article("hearing-b", "outlet-right", 13, "Kavanaugh confirmation hearings start amid partisan fireworks", "Protesters interrupted the first day of the Senate hearings for Supreme Court nominee Brett Kavanaugh as Democrats demanded more documents.");

export const BUDGET = article("budget", "outlet-center", 14, "Senate passes budget deal lifting the debt ceiling", "The two-year agreement raises spending caps by $320 billion and suspends the debt limit, sending the bill to the president.");

// One local event told twice with headlines and leads that share no words; only the full texts name
// the same bridge, sum, engineer and dates. A third article is another council decision of that day.
const BRIDGE_TEXT_A =
  "The Riverton city council voted 7-2 on Tuesday to rebuild the Maple Street bridge, closed since the March flood washed out its eastern pier. " +
  "The replacement will cost $14.2 million, most of it from a state resilience grant, and construction is due to start in April. " +
  "City engineer Dana Whitlock told councillors the new span would stand four feet higher and carry a protected cycle lane. " +
  "Mayor Elena Ortiz said detours through the industrial park had added twenty minutes to many commutes.";
const BRIDGE_TEXT_B =
  "Commuters who have driven around the Maple Street bridge since the March flood will get it back by late next year. " +
  "Councillors in Riverton approved the $14.2 million replacement on Tuesday, with Dana Whitlock, the city engineer, promising a higher deck above the flood line and a protected cycle lane. " +
  "Mayor Elena Ortiz thanked residents for their patience with the detours, and said work would begin in April with the state grant covering most of the bill.";
const LIBRARY_TEXT =
  "The Riverton council also agreed on Tuesday to extend the opening hours of the central library to nine in the evening from January. " +
  "Librarian Samuel Price said weekend visits had doubled since the reading room was renovated last summer.";

export const BRIDGE_A: ClusterInput = { ...article("bridge-a", "outlet-left", 15, "Council backs costly rebuild after months of delay", "Officials agreed to fund the project in a late-night session."), body: BRIDGE_TEXT_A };
export const BRIDGE_B: ClusterInput = { ...article("bridge-b", "outlet-right", 16, "Residents cheer as long-awaited crossing gets green light", "After two years of detours, drivers will soon have their way back over the river."), body: BRIDGE_TEXT_B };
export const LIBRARY: ClusterInput = { ...article("library", "outlet-center", 17, "Library to stay open later on weeknights", "Readers will have three more hours each evening from January."), body: LIBRARY_TEXT };

// The second look: the arrests at a confirmation hearing are their own event. The first report of
// them names the hearing (several of its words, so the event-anchor rule lets it in) and joins its story; the next one comes from the hearing report's outlet,
// so it must fit that story more closely to join it, and starts the arrests' story instead. Once the
// batch is in, the first report fits the arrests' story better than the hearing's, and moves.
export const NOMINEE_HEARING = article("nominee-hearing", "outlet-a", 9, "Kavanaugh confirmation hearing opens in the Senate", "Senators on the Judiciary Committee started questioning Brett Kavanaugh, the president's pick for the Supreme Court, on Tuesday.");
export const ARRESTS_A = article("arrests-a", "outlet-b", 10, "Police arrest 70 protesters at Kavanaugh confirmation hearing", "Capitol Police said the demonstrators were charged with disorderly conduct.");
export const ARRESTS_B = article("arrests-b", "outlet-a", 11, "Seventy demonstrators arrested on Capitol Hill", "Capitol Police said 70 protesters were arrested and charged with disorderly conduct after repeated outbursts in the hearing room.");

/** Two keys with one term number (`termId`), found by a birthday search over "term" + i. */
export const SAME_NUMBER: readonly [string, string] = ["term557518", "term2156580"];

// Activists on the US leaving the UN rights council, and the UN's poverty report a day and a half later
// (issue 26): the UN and the US in both headlines, two events; no full texts.
export const UN_COUNCIL: ClusterInput = {
  id: "council",
  source: "daily",
  title: "Leaving UN rights council puts US on wrong side of history, say activists",
  lead: "Campaigners lament a loss of moral leadership.",
  publishedAt: Date.parse("2026-06-20T09:00:00Z"),
};
export const UN_POVERTY: ClusterInput = {
  id: "poverty",
  source: "herald",
  title: "UN poverty report: US policies will punish millions of low-income people",
  lead: "The monitor said government policies would punish millions.",
  publishedAt: Date.parse("2026-06-21T21:00:00Z"),
};

// Two headline-only reports whose headlines share one name and little else: one person, two events
// (issue 26): the join's gentle anchor penalty keeps them together, the split pass's steeper one cuts them.
export const CONCERT: ClusterInput = {
  id: "concert",
  source: "daily",
  title: "Maria Lopez cancels Madrid concert after storm damages stadium roof",
  lead: "Maria Lopez called off Saturday's show in Madrid after hail tore through the stadium roof.",
  publishedAt: Date.parse("2026-06-20T09:00:00Z"),
};
export const LAWSUIT: ClusterInput = {
  id: "lawsuit",
  source: "herald",
  title: "Maria Lopez wins royalties lawsuit against former label",
  lead: "A federal jury sided with Maria Lopez over unpaid royalties from her first three albums.",
  publishedAt: Date.parse("2026-06-20T11:00:00Z"),
};
