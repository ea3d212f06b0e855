// Word lists behind entity extraction (extract-entities.ts). Hand-written and small on purpose: the rules
// must stay explainable ("Sen. X" is a person, "X Inc." an organisation) and need no model.

const words = (text: string) => new Set(text.trim().split(/\s+/));

/** Titles before a person's name, lower case without the period. Multi-word titles use spaces. */
export const PERSON_TITLES = words(`
  president vice-president premier chancellor sen senator rep representative congressman congresswoman gov governor
  mayor mr mrs ms miss dr prof professor judge justice secretary minister commissioner ambassador speaker leader
  gen general adm admiral col colonel lt lieutenant capt captain sgt sergeant cmdr commander officer detective chief
  ceo chairman chairwoman chair founder coach manager rev reverend archbishop bishop cardinal ayatollah sheikh
  lord lady sir dame councillor councilman councilwoman assemblyman assemblywoman attorney candidate spokesman
  spokeswoman spokesperson actor actress singer rapper star
`);
/** Titles that stay part of the name: "King Charles", "Pope Francis". */
export const TITLES_IN_NAME = words("king queen prince princess pope");
/** Words between a title and a name that belong to the title: "Secretary of State", "Prime Minister". */
export const TITLE_FILLERS = words(`
  of the state defense defence treasury health homeland security interior energy commerce education labor labour
  transportation agriculture foreign affairs home justice finance prime deputy vice former first acting interim
  chief executive general attorney white house press national economic minority majority party opposition supreme
  court district federal city county police fire department senate republican democratic democrat gop
`);

/** A capitalised sequence ending in one of these names an organisation. */
export const ORG_SUFFIXES = words(`
  inc corp corporation company co ltd llc plc group holdings party university college institute association agency
  department ministry council committee commission court bank foundation union federation league club airlines
  airways motors times post journal herald tribune news network police army navy force forces guard service
  services office authority board bureau center centre organization organisation alliance coalition
  campaign movement society fund trust senate assembly parliament congress government cabinet school hospital
  church team fc
`);
/** A sequence starting "<word> of …" with one of these is an organisation: "Bank of England". */
export const ORG_HEADS = words("department ministry university bank church office bureau council court house state board secretary");

/** Organisations by another name, and well-known single-word ones, with their canonical name. */
export const ORG_ALIASES: Record<string, string> = {
  FBI: "FBI", CIA: "CIA", NSA: "NSA", NATO: "NATO", EU: "European Union", "European Union": "European Union",
  UN: "United Nations", "United Nations": "United Nations", Fed: "Federal Reserve", "Federal Reserve": "Federal Reserve",
  GOP: "Republican Party", Republicans: "Republican Party", "Republican Party": "Republican Party",
  Democrats: "Democratic Party", "Democratic Party": "Democratic Party", WHO: "World Health Organization",
  "World Health Organization": "World Health Organization", IMF: "IMF", OPEC: "OPEC", NASA: "NASA", SEC: "SEC",
  FDA: "FDA", CDC: "CDC", DOJ: "Justice Department", "Justice Department": "Justice Department",
  "Department of Justice": "Justice Department", ICE: "ICE", DHS: "Department of Homeland Security", EPA: "EPA",
  IRS: "IRS", NHS: "NHS", BBC: "BBC", NFL: "NFL", NBA: "NBA", MLB: "MLB", NHL: "NHL", FIFA: "FIFA", UEFA: "UEFA",
  IOC: "International Olympic Committee", WTO: "World Trade Organization", ECB: "European Central Bank",
  "European Central Bank": "European Central Bank", "Bank of England": "Bank of England", ASEAN: "ASEAN",
  Hamas: "Hamas", Hezbollah: "Hezbollah", Taliban: "Taliban", ISIS: "Islamic State", "Islamic State": "Islamic State",
  Pentagon: "Pentagon", Kremlin: "Kremlin", Congress: "US Congress", Senate: "Senate", Parliament: "Parliament",
  "Supreme Court": "Supreme Court", "White House": "White House", "Downing Street": "Downing Street",
  Labour: "Labour Party", "Labour Party": "Labour Party", Tories: "Conservative Party", "Conservative Party": "Conservative Party",
  Conservatives: "Conservative Party", "Liberal Party": "Liberal Party", Apple: "Apple", Google: "Google",
  Alphabet: "Alphabet", Microsoft: "Microsoft", Amazon: "Amazon", Meta: "Meta", Facebook: "Facebook", Tesla: "Tesla",
  OpenAI: "OpenAI", Nvidia: "Nvidia", Boeing: "Boeing", SpaceX: "SpaceX", TikTok: "TikTok", Twitter: "Twitter",
  Netflix: "Netflix", Disney: "Disney", Walmart: "Walmart", Uber: "Uber", Airbnb: "Airbnb", "Wall Street": "Wall Street",
  "Goldman Sachs": "Goldman Sachs", "JPMorgan": "JPMorgan", "Pfizer": "Pfizer", "Moderna": "Moderna",
  "Planned Parenthood": "Planned Parenthood", NRA: "NRA", ACLU: "ACLU", "Red Cross": "Red Cross",
};

/** People news names by surname alone, with the full name that unifies "Trump" and "Donald Trump". */
export const KNOWN_PEOPLE: Record<string, string> = {
  Trump: "Donald Trump", Biden: "Joe Biden", Obama: "Barack Obama", Clinton: "Hillary Clinton", Harris: "Kamala Harris",
  Vance: "JD Vance", Pence: "Mike Pence", Pelosi: "Nancy Pelosi", McConnell: "Mitch McConnell", Schumer: "Chuck Schumer",
  DeSantis: "Ron DeSantis", Newsom: "Gavin Newsom", Sanders: "Bernie Sanders", Musk: "Elon Musk", Zuckerberg: "Mark Zuckerberg",
  Bezos: "Jeff Bezos", Putin: "Vladimir Putin", Zelensky: "Volodymyr Zelensky", Zelenskyy: "Volodymyr Zelensky",
  Zelenskiy: "Volodymyr Zelensky", Macron: "Emmanuel Macron", Merkel: "Angela Merkel", Scholz: "Olaf Scholz",
  Merz: "Friedrich Merz", Meloni: "Giorgia Meloni", Starmer: "Keir Starmer", Sunak: "Rishi Sunak", Trudeau: "Justin Trudeau",
  Carney: "Mark Carney", Poilievre: "Pierre Poilievre", Albanese: "Anthony Albanese", Netanyahu: "Benjamin Netanyahu",
  Modi: "Narendra Modi", Erdogan: "Recep Tayyip Erdogan", "Erdoğan": "Recep Tayyip Erdogan", Bolsonaro: "Jair Bolsonaro",
  Lula: "Luiz Inácio Lula da Silva", Orban: "Viktor Orban", "Orbán": "Viktor Orban", Khamenei: "Ali Khamenei",
  "Xi Jinping": "Xi Jinping", Xi: "Xi Jinping", "Kim Jong Un": "Kim Jong Un", "Kim Jong-un": "Kim Jong Un",
  Powell: "Jerome Powell", Yellen: "Janet Yellen", Pompeo: "Mike Pompeo", Rubio: "Marco Rubio", Kerry: "John Kerry",
  Mueller: "Robert Mueller", Kavanaugh: "Brett Kavanaugh", Gorsuch: "Neil Gorsuch", Ardern: "Jacinda Ardern",
};

/** Common given names: a capitalised pair starting with one is a person ("Jair" is not here, "John" is). */
export const GIVEN_NAMES = words(`
  aaron adam adrian alan albert alex alexander alexandria alice alicia amanda amy andrew andy angela ann anna anne anthony
  antonio ashley barack barbara ben benjamin bernie beth betsy bill billy bob boris brad brandon brett brian bruce carl
  carlos carol caroline catherine charles charlie chris christian christina christine christopher chuck claire cory craig
  dan daniel danny david dean deb debbie dennis diana diane dick don donald doug douglas dylan ed eddie edward elizabeth
  elon emily emma emmanuel eric erin ethan frank fred friedrich gary gavin george gerald gina giorgia glenn gordon grace
  greg gregory hakeem hannah harry heather helen henry hillary howard hunter ian isaac ivanka jack jacinda jackie jacob
  jake james jamie jane janet jared jason javier jd jeb jeff jeffrey jennifer jeremy jerome jerry jesse jessica jill jim
  jimmy joan joe joel john johnny jon jonathan jordan jose joseph josh joshua juan judy julia julian julie justin karen
  kate katherine kathleen kathy keir keith kelly ken kevin kim kristi kyle larry laura lauren lee leo linda lindsey lisa
  liz lloyd louis lucy luis maria marco margaret maria marie mark martin mary matt matthew maxine megan meghan melania
  michael michelle mike mitch mitt mohammed muhammad nancy naomi narendra nathan neil nicholas nick nicola nicole nikki
  olaf oliver olivia pam pamela patricia patrick paul pedro pete peter philip pierre rachel rahm ralph randy ray rebecca
  richard rick rishi rob robert rod roger ron ronald rose ruth ryan sam samantha samuel sandra sara sarah scott sean
  sergei sergey shannon sharon stephen steve steven stuart susan ted terry theresa thomas tim timothy tina todd tom tommy
  tony tucker tulsi valerie victor victoria vince vivek vladimir volodymyr walter wayne william xavier yvette zach
`);

/** Capitalised words that are never an entity on their own: days, months, feasts, generic headline words. */
export const NOT_ENTITIES = words(`
  monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september
  october november december christmas easter thanksgiving ramadan hanukkah halloween new year covid covid-19 coronavirus
  brexit breaking live watch video update updates exclusive opinion analysis explainer photos report here what why how
  who when where this that these those it its he she they we you i his her their our a an the in on at to for of and
  but or as if after before amid over by with from about new first last more most north south east west northern
  southern eastern western central breaking state federal national international global world republican democratic
`);

/** Sentence subjects that take speech verbs but are not names: "Officials said", "Police told". */
export const COMMON_SUBJECTS = words(`
  officials police authorities residents experts critics analysts researchers scientists witnesses sources prosecutors
  investigators lawmakers doctors protesters officers leaders voters people thousands hundreds dozens many some
  others everyone nobody family families government company spokesman spokeswoman reports observers
`);

/** Verbs that, right after a capitalised word, make it a person: "Kerry said", "Smith told". */
export const SPEECH_VERBS = words("said says told tells added wrote tweeted argued claimed announced insisted warned admitted denied");
