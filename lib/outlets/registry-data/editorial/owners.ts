import type { OwnerFact } from "../../import/editorial";

// Owners the editors took from the public record for imported outlets that Kagi's media data does not
// list, grouped by owner. Each names the record it was read from; outlets whose owner the editors could
// not pin down (a sale pending, a record unclear) are left out of the registry instead of guessed.

const from = (record: string) => `OpenGround editors, from ${record}`;

export const OWNER_FACTS: OwnerFact[] = [
  // Canada
  {
    owner: "Postmedia Network Canada Corp.", ownershipType: "corporation", source: from("Postmedia's list of its newspapers"),
    domains: [
      "calgaryherald.com", "edmontonjournal.com", "financialpost.com", "leaderpost.com", "montrealgazette.com",
      "ottawacitizen.com", "ottawasun.com", "thestarphoenix.com", "vancouversun.com", "windsorstar.com",
    ],
  },
  { owner: "Glacier Media", ownershipType: "corporation", source: from("Glacier Media's list of its publications"), domains: ["timescolonist.com"] },
  { owner: "Village Media", ownershipType: "corporation", source: from("Village Media's list of its sites"), domains: ["sootoday.com"] },
  { owner: "Hill Times Publishing", ownershipType: "independent", source: from("The Hill Times' masthead"), domains: ["hilltimes.com"] },
  { owner: "Observer Media Group (Linda Solomon Wood)", ownershipType: "independent", source: from("Canada's National Observer's about page"), domains: ["nationalobserver.com"] },
  { owner: "Aboriginal Peoples Television Network", ownershipType: "nonprofit", source: from("APTN's corporate profile (a not-for-profit charity)"), domains: ["aptnnews.ca"] },

  // United Kingdom and Ireland
  {
    owner: "Reach plc", ownershipType: "corporation", source: from("Reach plc's list of its brands"),
    domains: [
      "belfastlive.co.uk", "birminghammail.co.uk", "cambridge-news.co.uk", "dailypost.co.uk", "dailyrecord.co.uk",
      "liverpoolecho.co.uk", "manchestereveningnews.co.uk", "walesonline.co.uk", "irishmirror.ie", "dublinlive.ie",
    ],
  },
  {
    owner: "Newsquest Media Group (Gannett)", ownershipType: "corporation", source: from("Newsquest's list of its titles"),
    domains: [
      "glasgowtimes.co.uk", "greenocktelegraph.co.uk", "heraldscotland.com", "leaderlive.co.uk", "oxfordmail.co.uk",
      "southwalesargus.co.uk", "theargus.co.uk", "thenational.scot", "thenorthernecho.co.uk", "worcesternews.co.uk",
    ],
  },
  { owner: "DC Thomson", ownershipType: "individual/family", source: from("DC Thomson's list of its publications"), domains: ["pressandjournal.co.uk", "thecourier.co.uk"] },
  { owner: "DMG Media (Daily Mail and General Trust)", ownershipType: "corporation", source: from("DMG Media's list of its brands"), domains: ["metro.co.uk"] },
  { owner: "Channel Four Television Corporation (publicly owned)", ownershipType: "public broadcaster", source: from("the Broadcasting Act 1990 and Channel 4's annual report"), domains: ["channel4.com"] },
  { owner: "The Irish Times DAC", ownershipType: "trust", source: from("The Irish Times Group's purchase of the Irish Examiner (Landmark Media, 2018)"), domains: ["irishexaminer.com", "breakingnews.ie"] },
  { owner: "News Group Newspapers (News UK, News Corp)", ownershipType: "corporation", source: from("News UK's list of its titles"), domains: ["thesun.ie"] },
  { owner: "Gript Media Ltd", ownershipType: "independent", source: from("Ireland's Companies Registration Office (Gript Media Ltd)"), domains: ["gript.ie"] },

  // Australia
  {
    owner: "Australian Community Media (Antony Catalano)", ownershipType: "individual/family", source: from("ACM's list of its mastheads"),
    domains: ["bendigoadvertiser.com.au", "bordermail.com.au", "canberratimes.com.au", "standard.net.au", "thecourier.com.au"],
  },
  { owner: "News Corp Australia", ownershipType: "corporation", source: from("News Corp Australia's list of its mastheads"), domains: ["heraldsun.com.au"] },
  { owner: "Seven West Media", ownershipType: "corporation", source: from("Seven West Media's annual report"), domains: ["thewest.com.au"] },

  // United States: newspapers and sites
  { owner: "Hearst Communications", ownershipType: "individual/family", source: from("Hearst's list of its newspapers, with DallasNews Corporation bought in 2025"), domains: ["houstonchronicle.com", "dallasnews.com"] },
  { owner: "Alden Global Capital (MediaNews Group, Tribune Publishing)", ownershipType: "private equity", source: from("MediaNews Group's and Tribune Publishing's lists of their newspapers"), domains: ["denverpost.com", "nydailynews.com"] },
  { owner: "Advance Local (Advance Publications, the Newhouse family)", ownershipType: "individual/family", source: from("Advance Local's list of its sites"), domains: ["cleveland.com", "masslive.com", "oregonlive.com"] },
  { owner: "Lee Enterprises", ownershipType: "corporation", source: from("Lee Enterprises' list of its newspapers"), domains: ["stltoday.com"] },
  { owner: "McClatchy (Chatham Asset Management)", ownershipType: "private equity", source: from("McClatchy's list of its newspapers"), domains: ["charlotteobserver.com"] },
  { owner: "The Seattle Times Company (the Blethen family)", ownershipType: "individual/family", source: from("The Seattle Times' about page"), domains: ["seattletimes.com"] },
  { owner: "Star Tribune Media Company (Glen Taylor)", ownershipType: "individual/family", source: from("the Star Tribune's about page"), domains: ["startribune.com"] },
  { owner: "The Salt Lake Tribune, Inc. (a nonprofit)", ownershipType: "nonprofit", source: from("the IRS's 2019 grant of nonprofit status to The Salt Lake Tribune"), domains: ["sltrib.com"] },
  { owner: "Deseret News Publishing Company (The Church of Jesus Christ of Latter-day Saints)", ownershipType: "corporation", source: from("Deseret Management Corporation's list of its companies"), domains: ["deseret.com"] },
  { owner: "Bonneville International (The Church of Jesus Christ of Latter-day Saints)", ownershipType: "corporation", source: from("Bonneville International's list of its stations"), domains: ["ksl.com"] },
  { owner: "The Adelson family (Las Vegas Review-Journal, Inc.)", ownershipType: "individual/family", source: from("the Review-Journal's reporting on its 2015 sale"), domains: ["reviewjournal.com"] },
  { owner: "Boston Globe Media Partners (John Henry)", ownershipType: "individual/family", source: from("Boston Globe Media Partners' about page"), domains: ["boston.com"] },
  { owner: "Future plc", ownershipType: "corporation", source: from("Future plc's list of its brands"), domains: ["theweek.com"] },
  { owner: "Taegan Goddard", ownershipType: "individual/family", source: from("Political Wire's about page"), domains: ["politicalwire.com"] },

  // United States: television stations, by the group that owns them
  { owner: "Capitol Broadcasting Company (the Goodmon family)", ownershipType: "individual/family", source: from("Capitol Broadcasting's list of its stations"), domains: ["wral.com"] },
  { owner: "Hubbard Broadcasting", ownershipType: "individual/family", source: from("Hubbard Broadcasting's list of its stations"), domains: ["kstp.com", "wtop.com"] },
  { owner: "NBCUniversal Local (Comcast)", ownershipType: "corporation", source: from("NBCUniversal Local's list of its NBC stations"), domains: ["nbcchicago.com", "nbcdfw.com", "nbcmiami.com", "nbcnewyork.com"] },
  { owner: "ABC Owned Television Stations (The Walt Disney Company)", ownershipType: "corporation", source: from("ABC Owned Television Stations' list of its stations"), domains: ["abc13.com", "abc7chicago.com", "abc7ny.com"] },
  { owner: "Fox Television Stations (Fox Corporation)", ownershipType: "corporation", source: from("Fox Television Stations' list of its stations"), domains: ["fox2detroit.com", "fox32chicago.com", "fox4news.com", "fox5atlanta.com", "fox5ny.com"] },
  { owner: "Graham Media Group (Graham Holdings)", ownershipType: "corporation", source: from("Graham Media Group's list of its stations"), domains: ["click2houston.com", "clickondetroit.com", "clickorlando.com", "ksat.com", "news4jax.com"] },
  { owner: "Hearst Television", ownershipType: "individual/family", source: from("Hearst Television's list of its stations"), domains: ["wcvb.com", "wesh.com", "ketv.com"] },
  { owner: "The E.W. Scripps Company", ownershipType: "corporation", source: from("Scripps' list of its stations"), domains: ["wxyz.com"] },
  { owner: "Nexstar Media Group", ownershipType: "corporation", source: from("Nexstar's list of its stations"), domains: ["wgntv.com", "wfla.com"] },

  // Elsewhere
  { owner: "Media24 (Naspers)", ownershipType: "corporation", source: from("Media24's list of its brands"), domains: ["news24.com"] },
  { owner: "Arena Holdings (Lebashe Investment Group)", ownershipType: "corporation", source: from("Arena Holdings' list of its titles"), domains: ["timeslive.co.za", "businesslive.co.za"] },
  { owner: "Caxton and CTP Publishers and Printers", ownershipType: "corporation", source: from("Caxton's list of its newspapers"), domains: ["citizen.co.za"] },
  { owner: "Independent Media (Sekunjalo Investments)", ownershipType: "corporation", source: from("Independent Media's about page"), domains: ["iol.co.za"] },
  { owner: "GroundUp News NPC", ownershipType: "nonprofit", source: from("GroundUp's about page"), domains: ["groundup.org.za"] },
  { owner: "Nation Media Group", ownershipType: "corporation", source: from("Nation Media Group's annual report"), domains: ["nation.africa"] },
  { owner: "Standard Group PLC", ownershipType: "corporation", source: from("Standard Group's annual report"), domains: ["standardmedia.co.ke"] },
  { owner: "Punch Nigeria Limited", ownershipType: "corporation", source: from("The Punch's about page"), domains: ["punchng.com"] },
  { owner: "Inquirer Group (the Prieto family)", ownershipType: "individual/family", source: from("the Philippine Daily Inquirer's about page"), domains: ["inquirer.net"] },
  { owner: "Rappler Inc. (its founders and Filipino investors)", ownershipType: "independent", source: from("Rappler's ownership disclosure"), domains: ["rappler.com"] },
  { owner: "The Manila Times Publishing Corporation (the Ang family)", ownershipType: "individual/family", source: from("The Manila Times' about page"), domains: ["manilatimes.net"] },
  { owner: "ABS-CBN Corporation (the Lopez Group)", ownershipType: "corporation", source: from("ABS-CBN's annual report"), domains: ["abs-cbn.com"] },
  { owner: "Vera Files, Inc. (a nonprofit)", ownershipType: "nonprofit", source: from("Vera Files' about page"), domains: ["verafiles.org"] },
  { owner: "Living Media India (India Today Group)", ownershipType: "corporation", source: from("the India Today Group's list of its brands"), domains: ["indiatoday.in"] },
  { owner: "The Indian Express Group", ownershipType: "corporation", source: from("The Indian Express Group's list of its titles"), domains: ["financialexpress.com"] },
  { owner: "The Printers (Mysore) Private Limited", ownershipType: "individual/family", source: from("Deccan Herald's about page"), domains: ["deccanherald.com"] },
  { owner: "HT Media Ltd (the Birla family)", ownershipType: "corporation", source: from("HT Media's list of its brands"), domains: ["livemint.com"] },
  { owner: "THG Publishing (The Hindu Group)", ownershipType: "individual/family", source: from("The Hindu Group's list of its publications"), domains: ["thehindubusinessline.com"] },
  { owner: "Printline Media (Shekhar Gupta)", ownershipType: "independent", source: from("ThePrint's about page"), domains: ["theprint.in"] },
  { owner: "Foundation for Independent Journalism", ownershipType: "nonprofit", source: from("The Wire's about page"), domains: ["thewire.in"] },
  { owner: "Scroll Media", ownershipType: "corporation", source: from("Scroll.in's about page"), domains: ["scroll.in"] },
  { owner: "The Mainichi Newspapers Co.", ownershipType: "corporation", source: from("the Mainichi's company profile"), domains: ["mainichi.jp"] },
  { owner: "Mkini Dotcom Sdn Bhd (its founders and staff)", ownershipType: "independent", source: from("Malaysiakini's about page"), domains: ["malaysiakini.com"] },
  { owner: "Meduza (its journalists, registered in Latvia)", ownershipType: "independent", source: from("Meduza's about page"), domains: ["meduza.io"] },
];
