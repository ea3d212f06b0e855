// Countries of the world: ISO 3166-1 alpha-2 code | common English name | other names | demonyms.
// Names as English-language news writes them (ISO's "Korea, Republic of" is "South Korea" here).
// Left out on purpose: demonyms that are mostly something else in news text ("English" the language,
// "Georgian" the era, "Jersey" the garment), and "Georgia", which gazetteer-regions.ts gives to the US
// state because the outlets in the registry mostly mean the state.
export const COUNTRY_TABLE = `
AF|Afghanistan||Afghan;Afghans
AL|Albania||Albanian;Albanians
DZ|Algeria||Algerian;Algerians
AD|Andorra||Andorran
AO|Angola||Angolan;Angolans
AG|Antigua and Barbuda||
AR|Argentina||Argentine;Argentinian;Argentinians;Argentines
AM|Armenia||Armenian;Armenians
AU|Australia||Australian;Australians;Aussie;Aussies
AT|Austria||Austrian;Austrians
AZ|Azerbaijan||Azerbaijani;Azerbaijanis
BS|Bahamas|The Bahamas|Bahamian;Bahamians
BH|Bahrain||Bahraini;Bahrainis
BD|Bangladesh||Bangladeshi;Bangladeshis
BB|Barbados||Barbadian
BY|Belarus||Belarusian;Belarusians
BE|Belgium||Belgian;Belgians
BZ|Belize||Belizean
BJ|Benin||Beninese
BT|Bhutan||Bhutanese
BO|Bolivia||Bolivian;Bolivians
BA|Bosnia and Herzegovina|Bosnia|Bosnian;Bosnians
BW|Botswana||
BR|Brazil||Brazilian;Brazilians
BN|Brunei||
BG|Bulgaria||Bulgarian;Bulgarians
BF|Burkina Faso||Burkinabe
BI|Burundi||Burundian
CV|Cape Verde|Cabo Verde|Cape Verdean
KH|Cambodia||Cambodian;Cambodians
CM|Cameroon||Cameroonian;Cameroonians
CA|Canada||Canadian;Canadians
CF|Central African Republic||
TD|Chad||Chadian
CL|Chile||Chilean;Chileans
CN|China|People's Republic of China;PRC;Mainland China|Chinese
CO|Colombia||Colombian;Colombians
KM|Comoros||
CG|Republic of the Congo|Congo-Brazzaville|
CD|Democratic Republic of the Congo|DR Congo;DRC;Congo|Congolese
CR|Costa Rica||Costa Rican;Costa Ricans
CI|Ivory Coast|Côte d'Ivoire;Cote d'Ivoire|Ivorian;Ivorians
HR|Croatia||Croatian;Croatians;Croat;Croats
CU|Cuba||Cuban;Cubans
CY|Cyprus||Cypriot;Cypriots
CZ|Czech Republic|Czechia|Czech;Czechs
DK|Denmark||Danish;Danes
DJ|Djibouti||
DM|Dominica||
DO|Dominican Republic||Dominican;Dominicans
EC|Ecuador||Ecuadorian;Ecuadorians
EG|Egypt||Egyptian;Egyptians
SV|El Salvador||Salvadoran;Salvadorans
GQ|Equatorial Guinea||
ER|Eritrea||Eritrean;Eritreans
EE|Estonia||Estonian;Estonians
SZ|Eswatini|Swaziland|
ET|Ethiopia||Ethiopian;Ethiopians
FJ|Fiji||Fijian;Fijians
FI|Finland||Finnish;Finns
FR|France||French
GA|Gabon||Gabonese
GE|Republic of Georgia|Georgia (country)|
GM|Gambia|The Gambia|Gambian
DE|Germany||German;Germans
GH|Ghana||Ghanaian;Ghanaians
GR|Greece||Greek;Greeks
GD|Grenada||
GT|Guatemala||Guatemalan;Guatemalans
GN|Guinea||Guinean
GW|Guinea-Bissau||
GY|Guyana||Guyanese
HT|Haiti||Haitian;Haitians
HN|Honduras||Honduran;Hondurans
HK|Hong Kong||
HU|Hungary||Hungarian;Hungarians
IS|Iceland||Icelandic;Icelanders
IN|India||Indian;Indians
ID|Indonesia||Indonesian;Indonesians
IR|Iran||Iranian;Iranians
IQ|Iraq||Iraqi;Iraqis
IE|Ireland|Republic of Ireland|Irish
IL|Israel||Israeli;Israelis
IT|Italy||Italian;Italians
JM|Jamaica||Jamaican;Jamaicans
JP|Japan||Japanese
JO|Jordan||Jordanian;Jordanians
KZ|Kazakhstan||Kazakh;Kazakhs
KE|Kenya||Kenyan;Kenyans
KI|Kiribati||
XK|Kosovo||Kosovar;Kosovars
KW|Kuwait||Kuwaiti;Kuwaitis
KG|Kyrgyzstan||Kyrgyz
LA|Laos||Laotian
LV|Latvia||Latvian;Latvians
LB|Lebanon||Lebanese
LS|Lesotho||
LR|Liberia||Liberian;Liberians
LY|Libya||Libyan;Libyans
LI|Liechtenstein||
LT|Lithuania||Lithuanian;Lithuanians
LU|Luxembourg||
MO|Macau|Macao|
MG|Madagascar||Malagasy
MW|Malawi||Malawian
MY|Malaysia||Malaysian;Malaysians
MV|Maldives||Maldivian
ML|Mali||Malian
MT|Malta||Maltese
MH|Marshall Islands||
MR|Mauritania||Mauritanian
MU|Mauritius||Mauritian
MX|Mexico||Mexican;Mexicans
FM|Micronesia||
MD|Moldova||Moldovan;Moldovans
MC|Monaco||Monegasque
MN|Mongolia||Mongolian;Mongolians
ME|Montenegro||Montenegrin
MA|Morocco||Moroccan;Moroccans
MZ|Mozambique||Mozambican
MM|Myanmar|Burma|Burmese
NA|Namibia||Namibian
NR|Nauru||
NP|Nepal||Nepali;Nepalese
NL|Netherlands|The Netherlands;Holland|Dutch
NZ|New Zealand||New Zealander;New Zealanders;Kiwi;Kiwis
NI|Nicaragua||Nicaraguan;Nicaraguans
NE|Niger||Nigerien
NG|Nigeria||Nigerian;Nigerians
KP|North Korea|DPRK|North Korean;North Koreans
MK|North Macedonia|Macedonia|Macedonian
NO|Norway||Norwegian;Norwegians
OM|Oman||Omani
PK|Pakistan||Pakistani;Pakistanis
PW|Palau||
PS|Palestine|Palestinian Territories;Gaza Strip;Gaza;West Bank|Palestinian;Palestinians
PA|Panama||Panamanian
PG|Papua New Guinea||
PY|Paraguay||Paraguayan
PE|Peru||Peruvian;Peruvians
PH|Philippines|The Philippines|Filipino;Filipinos
PL|Poland||Polish;Poles
PT|Portugal||Portuguese
PR|Puerto Rico||Puerto Rican;Puerto Ricans
QA|Qatar||Qatari;Qataris
RO|Romania||Romanian;Romanians
RU|Russia|Russian Federation|Russian;Russians
RW|Rwanda||Rwandan;Rwandans
KN|Saint Kitts and Nevis||
LC|Saint Lucia||
VC|Saint Vincent and the Grenadines||
WS|Samoa||Samoan
SM|San Marino||
ST|Sao Tome and Principe||
SA|Saudi Arabia||Saudi;Saudis
SN|Senegal||Senegalese
RS|Serbia||Serbian;Serbians;Serb;Serbs
SC|Seychelles||
SL|Sierra Leone||
SG|Singapore||Singaporean;Singaporeans
SK|Slovakia||Slovak;Slovaks
SI|Slovenia||Slovenian;Slovenians
SB|Solomon Islands||
SO|Somalia||Somali;Somalis
ZA|South Africa||South African;South Africans
KR|South Korea|Korea;Republic of Korea|South Korean;South Koreans
SS|South Sudan||South Sudanese
ES|Spain||Spanish;Spaniards
LK|Sri Lanka||Sri Lankan;Sri Lankans
SD|Sudan||Sudanese
SR|Suriname||
SE|Sweden||Swedish;Swedes
CH|Switzerland||Swiss
SY|Syria||Syrian;Syrians
TW|Taiwan||Taiwanese
TJ|Tajikistan||Tajik
TZ|Tanzania||Tanzanian;Tanzanians
TH|Thailand||Thai
TL|East Timor|Timor-Leste|
TG|Togo||Togolese
TO|Tonga||Tongan
TT|Trinidad and Tobago|Trinidad|
TN|Tunisia||Tunisian;Tunisians
TR|Turkey|Türkiye|Turkish;Turks
TM|Turkmenistan||Turkmen
TV|Tuvalu||
UG|Uganda||Ugandan;Ugandans
UA|Ukraine|The Ukraine|Ukrainian;Ukrainians
AE|United Arab Emirates|UAE;Emirates|Emirati;Emiratis
GB|United Kingdom|UK;U.K.;Britain;Great Britain|British;Britons
US|United States|US;U.S.;USA;U.S.A.;America;United States of America|American;Americans
UY|Uruguay||Uruguayan
UZ|Uzbekistan||Uzbek;Uzbeks
VU|Vanuatu||
VA|Vatican City|Vatican;Holy See|
VE|Venezuela||Venezuelan;Venezuelans
VN|Vietnam|Viet Nam|Vietnamese
YE|Yemen||Yemeni;Yemenis
ZM|Zambia||Zambian;Zambians
ZW|Zimbabwe||Zimbabwean;Zimbabweans
GL|Greenland||Greenlandic
`;
