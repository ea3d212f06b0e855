// Major cities: name | country (ISO 3166-1) | region code (ISO 3166-2 subdivision part, where local
// news uses one) | other names. A name shared by several cities goes to the one English-language news
// means most often (London → England, Perth → Western Australia, Portland → Oregon, Birmingham →
// England, Victoria → the Australian state, so Victoria BC is absent). Left out because the word is
// mostly something else in headlines: Nice, Reading, Bath, Mobile, Jackson, Hamilton, Santiago, Surrey.
export const CITY_TABLE = `
New York|US|NY|New York City;NYC;Manhattan;Brooklyn
Los Angeles|US|CA|LA
Chicago|US|IL|
Houston|US|TX|
Phoenix|US|AZ|
Philadelphia|US|PA|
San Antonio|US|TX|
San Diego|US|CA|
Dallas|US|TX|
San Jose|US|CA|
Austin|US|TX|
Jacksonville|US|FL|
Fort Worth|US|TX|
Columbus|US|OH|
Charlotte|US|NC|
San Francisco|US|CA|
Indianapolis|US|IN|
Seattle|US|WA|
Denver|US|CO|
Washington|US|DC|Washington DC;Washington D.C.
Boston|US|MA|
El Paso|US|TX|
Nashville|US|TN|
Detroit|US|MI|
Oklahoma City|US|OK|
Portland|US|OR|
Las Vegas|US|NV|
Memphis|US|TN|
Louisville|US|KY|
Baltimore|US|MD|
Milwaukee|US|WI|
Albuquerque|US|NM|
Tucson|US|AZ|
Fresno|US|CA|
Sacramento|US|CA|
Kansas City|US|MO|
Atlanta|US|GA|
Miami|US|FL|
Omaha|US|NE|
Raleigh|US|NC|
Minneapolis|US|MN|
Saint Paul|US|MN|St. Paul
Cleveland|US|OH|
Tampa|US|FL|
New Orleans|US|LA|
Pittsburgh|US|PA|
Cincinnati|US|OH|
St. Louis|US|MO|Saint Louis
Orlando|US|FL|
Honolulu|US|HI|
Anchorage|US|AK|
Salt Lake City|US|UT|
Buffalo|US|NY|
Boise|US|ID|
Des Moines|US|IA|
Charleston|US|SC|
Savannah|US|GA|
Oakland|US|CA|
Newark|US|NJ|
Hartford|US|CT|
Providence|US|RI|
Albany|US|NY|
Tallahassee|US|FL|
Baton Rouge|US|LA|
Santa Fe|US|NM|
Fort Lauderdale|US|FL|
Palm Beach|US|FL|
Silicon Valley|US|CA|
Toronto|CA|ON|
Montreal|CA|QC|Montréal
Vancouver|CA|BC|
Calgary|CA|AB|
Edmonton|CA|AB|
Ottawa|CA|ON|
Winnipeg|CA|MB|
Quebec City|CA|QC|
Halifax|CA|NS|
Saskatoon|CA|SK|
Regina|CA|SK|
St. John's|CA|NL|
Fredericton|CA|NB|
Charlottetown|CA|PE|
Whitehorse|CA|YT|
Yellowknife|CA|NT|
Iqaluit|CA|NU|
Mississauga|CA|ON|
Kelowna|CA|BC|
London|GB|ENG|
Birmingham|GB|ENG|
Manchester|GB|ENG|
Liverpool|GB|ENG|
Leeds|GB|ENG|
Sheffield|GB|ENG|
Bristol|GB|ENG|
Newcastle|GB|ENG|
Nottingham|GB|ENG|
Leicester|GB|ENG|
Southampton|GB|ENG|
Brighton|GB|ENG|
Oxford|GB|ENG|
Cambridge|GB|ENG|
Coventry|GB|ENG|
Edinburgh|GB|SCT|
Glasgow|GB|SCT|
Aberdeen|GB|SCT|
Dundee|GB|SCT|
Cardiff|GB|WLS|
Swansea|GB|WLS|
Belfast|GB|NIR|
Paris|FR||
Marseille|FR||
Lyon|FR||
Strasbourg|FR||
Berlin|DE||
Munich|DE||
Hamburg|DE||
Frankfurt|DE||
Cologne|DE||
Madrid|ES||
Barcelona|ES||
Rome|IT||
Milan|IT||
Naples|IT||
Amsterdam|NL||
Rotterdam|NL||
The Hague|NL||
Brussels|BE||
Vienna|AT||
Zurich|CH||
Geneva|CH||
Lisbon|PT||
Dublin|IE||
Copenhagen|DK||
Stockholm|SE||
Oslo|NO||
Helsinki|FI||
Warsaw|PL||
Prague|CZ||
Budapest|HU||
Athens|GR||
Bucharest|RO||
Belgrade|RS||
Zagreb|HR||
Kyiv|UA||Kiev
Kharkiv|UA||
Odesa|UA||Odessa
Lviv|UA||
Moscow|RU||
St. Petersburg|RU||Saint Petersburg
Minsk|BY||
Vilnius|LT||
Riga|LV||
Tallinn|EE||
Istanbul|TR||
Ankara|TR||
Reykjavik|IS||
Sydney|AU|NSW|
Melbourne|AU|VIC|
Brisbane|AU|QLD|
Perth|AU|WA|
Adelaide|AU|SA|
Canberra|AU|ACT|
Hobart|AU|TAS|
Darwin|AU|NT|
Gold Coast|AU|QLD|
Auckland|NZ||
Wellington|NZ||
Christchurch|NZ||
Suva|FJ||
Port Moresby|PG||
Beijing|CN||
Shanghai|CN||
Taipei|TW||
Tokyo|JP||
Seoul|KR||
Pyongyang|KP||
New Delhi|IN||Delhi
Mumbai|IN||
Karachi|PK||
Islamabad|PK||
Kabul|AF||
Tehran|IR||
Baghdad|IQ||
Damascus|SY||
Beirut|LB||
Jerusalem|IL||
Tel Aviv|IL||
Ramallah|PS||
Riyadh|SA||
Dubai|AE||
Doha|QA||
Cairo|EG||
Nairobi|KE||
Lagos|NG||
Johannesburg|ZA||
Cape Town|ZA||
Addis Ababa|ET||
Khartoum|SD||
Mexico City|MX||
Havana|CU||
Caracas|VE||
Bogota|CO||Bogotá
Lima|PE||
Buenos Aires|AR||
Sao Paulo|BR||São Paulo
Rio de Janeiro|BR||Rio
Brasilia|BR||Brasília
Manila|PH||
Jakarta|ID||
Bangkok|TH||
Kuala Lumpur|MY||
Hanoi|VN||
Dhaka|BD||
`;
