// First-level regions that drive local news: region code (ISO 3166-2 subdivision part, as the local
// feed's `region` parameter takes it: TX, ON, NSW, SCT) | name | other names | demonyms.

export const US_STATE_TABLE = `
AL|Alabama||Alabamian
AK|Alaska||Alaskan;Alaskans
AZ|Arizona||Arizonan;Arizonans
AR|Arkansas||Arkansan
CA|California||Californian;Californians
CO|Colorado||Coloradan;Coloradans
CT|Connecticut||
DE|Delaware||
DC|District of Columbia|D.C.;DC|
FL|Florida||Floridian;Floridians
GA|Georgia||Georgians
HI|Hawaii||Hawaiian;Hawaiians
ID|Idaho||
IL|Illinois||
IN|Indiana||Hoosier;Hoosiers
IA|Iowa||Iowan;Iowans
KS|Kansas||Kansan;Kansans
KY|Kentucky||Kentuckian;Kentuckians
LA|Louisiana||
ME|Maine||
MD|Maryland||Marylander;Marylanders
MA|Massachusetts||
MI|Michigan||Michigander;Michiganders
MN|Minnesota||Minnesotan;Minnesotans
MS|Mississippi||
MO|Missouri||Missourian;Missourians
MT|Montana||
NE|Nebraska||
NV|Nevada||Nevadan;Nevadans
NH|New Hampshire||
NJ|New Jersey||
NM|New Mexico||
NY|New York State|New York state|New Yorkers
NC|North Carolina||
ND|North Dakota||
OH|Ohio||Ohioan;Ohioans
OK|Oklahoma||Oklahoman;Oklahomans
OR|Oregon||Oregonian;Oregonians
PA|Pennsylvania||Pennsylvanian;Pennsylvanians
RI|Rhode Island||
SC|South Carolina||
SD|South Dakota||
TN|Tennessee||Tennessean;Tennesseans
TX|Texas||Texan;Texans
UT|Utah||Utahn;Utahns
VT|Vermont||Vermonter;Vermonters
VA|Virginia||Virginian;Virginians
WA|Washington State|Washington state|
WV|West Virginia||West Virginian;West Virginians
WI|Wisconsin||
WY|Wyoming||
`;

export const CANADIAN_PROVINCE_TABLE = `
AB|Alberta||Albertan;Albertans
BC|British Columbia|B.C.|
MB|Manitoba||Manitoban;Manitobans
NB|New Brunswick||
NL|Newfoundland and Labrador|Newfoundland|Newfoundlander;Newfoundlanders
NS|Nova Scotia||Nova Scotian;Nova Scotians
NT|Northwest Territories||
NU|Nunavut||
ON|Ontario||Ontarian;Ontarians
PE|Prince Edward Island|P.E.I.;PEI|
QC|Quebec|Québec|Quebecer;Quebecers;Québécois
SK|Saskatchewan||
YT|Yukon||
`;

export const AUSTRALIAN_STATE_TABLE = `
NSW|New South Wales|NSW|
VIC|Victoria||Victorian;Victorians
QLD|Queensland||Queenslander;Queenslanders
WA|Western Australia|WA|
SA|South Australia||South Australian
TAS|Tasmania||Tasmanian;Tasmanians
ACT|Australian Capital Territory|ACT|
NT|Northern Territory||
`;

export const UK_NATION_TABLE = `
ENG|England||
SCT|Scotland||Scottish;Scots
WLS|Wales||Welsh
NIR|Northern Ireland||
`;
