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
