// The fixed topic list readers can follow. Ids are numeric (spec §3) and permanent: a follow stores the
// id, so an id is never reused or renumbered; retire a topic by deleting its line, add new ones at the
// end with the next free number. Keyword syntax (match-topics.ts): a keyword matches whole words, "*"
// at the end matches any ending ("immigra*"), and a keyword with a capital letter matches only as
// written ("AI", "ICE", "Fed"), so the acronym does not fire on an ordinary word.

export interface Topic {
  id: number;
  slug: string;
  name: string;
  /** A broader topic that also applies (Soccer → Sports). */
  parentId?: number;
  keywords: readonly string[];
}

const t = (id: number, slug: string, name: string, keywords: string, parentId?: number): Topic => ({
  id,
  slug,
  name,
  keywords: keywords.split(",").map((keyword) => keyword.trim()).filter(Boolean),
  ...(parentId ? { parentId } : {}),
});

export const TOPICS: readonly Topic[] = [
  t(1, "politics", "Politics", "politic*, government, parliament*, lawmaker*, legislat*, opposition leader, cabinet minister, coalition government, prime minister, Downing Street"),
  t(2, "us-politics", "US Politics", "Congress, congressional, Senate, senator*, White House, Capitol Hill, Republican*, Democrat*, GOP, House Speaker, executive order, Trump, Biden, Harris, Obama, Pelosi, McConnell, Schumer, Vance, impeach*", 1),
  t(3, "elections", "Elections", "election*, electoral, voter*, ballot*, polling station*, caucus*, midterm*, primary election*, referendum*, exit poll*, campaign trail, presidential race, candidate*, campaign, campaigns, campaigning, primaries, Democratic primary, Republican primary, presidential debate*, poll, polls, polling, pollster*, running mate, presidential bid, 2020 race, 2024 race", 1),
  t(4, "economy", "Economy", "econom*, inflation, recession, GDP, unemployment, jobs report, interest rate*, central bank, Federal Reserve, Fed, tariff*, trade war, cost of living, consumer prices, deficit, debt ceiling"),
  t(5, "business", "Business", "business*, CEO, merger*, acquisition*, earnings, profit*, revenue*, startup*, layoff*, shareholder*, corporate, retailer*, bankrupt*, takeover"),
  t(6, "markets", "Markets", "stock market*, stocks, Wall Street, Dow, S&P 500, Nasdaq, FTSE, bond yield*, investor*, sell-off, share price*", 4),
  t(7, "technology", "Technology", "tech, technology, software, smartphone*, iPhone, Apple, Google, Microsoft, Facebook, TikTok, cyber*, hacker*, hacking, data breach, semiconductor*, chipmaker*, internet, social media, Silicon Valley"),
  t(8, "ai", "AI", "artificial intelligence, AI, ChatGPT, OpenAI, chatbot*, machine learning, generative, large language model*, deepfake*", 7),
  t(9, "science", "Science", "scien*, researchers, physics, biology, fossil*, dinosaur*, species, archaeolog*, genome, experiment*, peer-reviewed"),
  t(10, "health", "Health", "health*, hospital*, disease*, virus, vaccin*, covid*, coronavirus, pandemic, cancer, patient*, doctor*, medical, medicine*, NHS, CDC, FDA, WHO, outbreak*, Medicaid, Medicare, Obamacare, opioid*, overdose*"),
  t(11, "environment", "Environment", "environment*, pollution, polluted, wildlife, conservation, deforestation, plastic waste, endangered, biodiversity, EPA, oil spill*"),
  t(12, "climate", "Climate", "climate, global warming, emission*, carbon, greenhouse gas*, net zero, fossil fuel*, COP28, COP29, COP30, Paris agreement, Paris climate", 11),
  t(13, "world", "World", "United Nations, UN, foreign minister*, diplomat*, diplomacy, embassy, sanction*, foreign policy, G7, G20, NATO, summit"),
  t(14, "europe", "Europe", "Europe*, EU, Brussels, eurozone, Germany, German*, France, French, Macron, Italy, Italian*, Spain, Poland, Polish, Netherlands, Dutch, Hungary, Hungarian, Greece, Greek, Sweden, Swedish, Austria*", 13),
  t(15, "middle-east", "Middle East", "Middle East, Israel*, Gaza, Palestin*, Hamas, Hezbollah, Iran*, Iraq*, Syria*, Lebanon, Lebanese, Yemen*, Houthi*, Saudi*, West Bank, Netanyahu, Tehran", 13),
  t(16, "ukraine", "Ukraine", "Ukrain*, Kyiv, Kiev, Zelensky*, Zelenskiy, Donbas, Crimea*, Kharkiv", 13),
  t(17, "russia", "Russia", "Russia*, Kremlin, Moscow, Putin", 13),
  t(18, "china", "China", "China, Chinese, Beijing, Xi Jinping, Taiwan*, Hong Kong, Shanghai", 13),
  t(19, "immigration", "Immigration", "immigra*, migrant*, migration, asylum, refugee*, deport*, ICE, DACA, undocumented, border patrol, border wall, border crossing*, visa*, Dreamers"),
  t(20, "crime", "Crime", "crime*, criminal*, murder*, shooting*, stabbing*, arrest*, police, robbery, homicide*, gunman, suspect*, kidnap*, fraud"),
  t(21, "courts-law", "Courts & Law", "court*, judge*, lawsuit*, sued, trial, verdict*, jury, Supreme Court, ruling, appeal*, prosecutor*, indict*, attorney general, Justice Department, DOJ, plea"),
  t(22, "education", "Education", "school*, education*, universit*, college*, student*, teacher*, tuition, campus*, classroom*"),
  t(23, "sports", "Sports", "sport*, championship*, tournament*, Olympic*, Olympics, athlete*, playoff*, tennis, golf, cricket, rugby, Formula One, F1, NBA, MLB, NHL, boxing, Wimbledon, Grand Slam, coach*"),
  t(24, "soccer", "Soccer", "soccer, football club, Premier League, Champions League, FIFA, UEFA, World Cup, MLS, La Liga, Bundesliga, Serie A, striker, goalkeeper, midfielder", 23),
  t(25, "nfl", "NFL", "NFL, Super Bowl, quarterback*, touchdown*, National Football League", 23),
  t(26, "entertainment", "Entertainment", "entertainment, celebrit*, Hollywood, television, TV series, Netflix, streaming service*, Emmy*, actor*, actress*, showbiz, reality show"),
  t(27, "film", "Film", "film*, movie*, box office, cinema*, Oscar*, Academy Awards, Cannes, filmmaker*", 26),
  t(28, "music", "Music", "music*, album*, singer*, song*, concert*, rapper*, Grammy*, Billboard, pop star", 26),
  t(29, "space", "Space", "NASA, SpaceX, rocket*, astronaut*, satellite*, spacecraft, space station, spaceflight, outer space, space agency, Mars, lunar, moon landing, telescope, asteroid*", 9),
  t(30, "energy", "Energy", "energy, oil price*, crude oil, oil, gas prices, natural gas, OPEC, renewable*, solar, wind farm*, wind power, nuclear power, electricity, power grid, pipeline*, petrol, gasoline, fuel price*"),
  t(31, "natural-disasters", "Natural Disasters", "wildfire*, bushfire*, earthquake*, hurricane*, typhoon*, cyclone*, tornado*, flood*, tsunami*, volcan*, landslide*, evacuat*"),
  t(32, "weather", "Weather", "weather, storm*, heatwave*, heat wave*, snowstorm*, blizzard*, rainfall, temperatures, Met Office, National Weather Service, drought*"),
  t(33, "defense", "Defense & Military", "military, troops, army, navy, air force, Pentagon, defence, defense, missile*, weapon*, soldier*, warship*, drone strike*, airstrike*"),
  t(34, "terrorism", "Terrorism", "terror*, extremis*, ISIS, Islamic State, al-Qaeda, jihad*, radicali*"),
  t(35, "guns", "Gun Policy", "gun, guns, background check*, gun control, gun law*, gun violence, gun rights, firearm*, NRA, Second Amendment, mass shooting*, assault weapon*, assault rifle*"),
  t(36, "abortion", "Abortion", "abortion*, Roe v. Wade, Roe, pro-life, pro-choice, Planned Parenthood, reproductive rights"),
  t(37, "lgbtq", "LGBTQ+", "LGBT*, gay, lesbian, transgender, same-sex, Pride month, queer, trans rights"),
  t(38, "civil-rights", "Civil Rights", "racism, racist, racial, civil rights, discrimination, Black Lives Matter, segregation, hate crime*, police brutality, white supremac*, white nationalis*, racially, racial slur*, Confederate"),
  t(39, "media", "Media", "journalis*, media, press freedom, newspaper*, broadcaster*, reporter*, fake news, misinformation, disinformation, Fox News, CNN, MSNBC, news anchor*, cable news, talk show host*"),
  t(40, "crypto", "Cryptocurrency", "crypto*, bitcoin*, blockchain, ethereum, stablecoin*, NFT*", 6),
  t(41, "housing", "Housing", "housing, rent, rents, renters, mortgage*, home prices, house prices, homeless*, landlord*, affordable housing, property market"),
  t(42, "labor", "Jobs & Labor", "trade union*, labor union*, workers, walkout*, picket*, minimum wage, wage*, employment, jobless, hiring, labor market, labour market"),
  t(43, "uk", "United Kingdom", "Britain, British, UK, U.K., England, Scotland, Scottish, Wales, Welsh, Northern Ireland, London, Downing Street, Westminster, Starmer, Sunak, Labour, Tory, Tories, NHS"),
  t(44, "canada", "Canada", "Canada, Canadian*, Ottawa, Trudeau, Carney, Poilievre, Ontario, Quebec, Alberta, British Columbia, Toronto, Montreal, Vancouver"),
  t(45, "australia", "Australia", "Australia*, Canberra, Albanese, Sydney, Melbourne, Brisbane, Perth, Queensland, New South Wales, Aussie*"),
  t(46, "asia", "Asia", "Asia*, India*, Modi, Japan*, Korea*, Pyongyang, Pakistan*, Afghanistan, Afghan*, Indonesia*, Philippine*, Vietnam*, Thailand, Myanmar, Bangladesh*", 13),
  t(47, "africa", "Africa", "Africa*, Nigeria*, Kenya*, Ethiopia*, Sudan*, Congo*, Somalia*, Ghana*, Uganda*, Rwanda*, Sahel", 13),
  t(48, "latin-america", "Latin America", "Latin America*, Mexic*, Brazil*, Argentin*, Venezuela*, Colombia*, Cuba*, Chile*, Peru*, Haiti*, Nicaragua*", 13),
  t(49, "travel", "Travel & Transport", "airline*, airport*, flights, flight, passenger*, travel*, touris*, railway*, train, trains, cruise ship*, aviation"),
  t(50, "religion", "Religion", "church*, pope, Vatican, religio*, Muslim*, Christian*, Jewish, mosque*, synagogue*, bishop*, archbishop*, faith"),
  t(51, "royals", "Royal Family", "royal family, royals, King Charles, Queen Elizabeth, Prince William, Prince Harry, Princess of Wales, Meghan, Buckingham Palace, monarch*, coronation"),
  t(52, "autos", "Autos", "cars, carmaker*, automaker*, electric vehicle*, EV, EVs, Tesla, General Motors, Volkswagen, Toyota, auto industry"),
  t(53, "taxes-budget", "Taxes & Budget", "tax, taxes, taxpayer*, IRS, budget*, spending bill, government shutdown, tax cut*, HMRC"),
];

export const TOPIC_BY_ID: ReadonlyMap<number, Topic> = new Map(TOPICS.map((topic) => [topic.id, topic]));
export const TOPIC_BY_SLUG: ReadonlyMap<string, Topic> = new Map(TOPICS.map((topic) => [topic.slug, topic]));
/** Taxonomy ids stay below this; extracted entities get ids above interest-id.ts's ENTITY_ID_OFFSET. */
export const MAX_TOPIC_ID = 999;
