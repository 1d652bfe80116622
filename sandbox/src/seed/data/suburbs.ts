// Real Australian suburbs and towns with their state and postcode (names may repeat across states).

export interface Suburb {
  suburb: string;
  state: 'NSW' | 'VIC' | 'QLD' | 'WA' | 'SA' | 'TAS' | 'ACT' | 'NT';
  postcode: string;
}

const NSW = `Sydney 2000|The Rocks 2000|Surry Hills 2010|Darlinghurst 2010|Paddington 2021|Bondi Junction 2022|
Bondi 2026|Bondi Beach 2026|Double Bay 2028|Rose Bay 2029|Vaucluse 2030|Randwick 2031|Coogee 2034|Maroubra 2035|
Newtown 2042|Marrickville 2204|Leichhardt 2040|Balmain 2041|Glebe 2037|Annandale 2038|Ultimo 2007|Pyrmont 2009|
North Sydney 2060|Neutral Bay 2089|Cremorne 2090|Mosman 2088|Manly 2095|Dee Why 2099|Mona Vale 2103|
Avalon Beach 2107|Chatswood 2067|Lane Cove 2066|Willoughby 2068|Lindfield 2070|Killara 2071|Gordon 2072|
Pymble 2073|Turramurra 2074|Wahroonga 2076|Hornsby 2077|Epping 2121|Eastwood 2122|Ryde 2112|Macquarie Park 2113|
Parramatta 2150|Baulkham Hills 2153|Castle Hill 2154|Kellyville 2155|Blacktown 2148|Penrith 2750|Liverpool 2170|
Campbelltown 2560|Bankstown 2200|Hurstville 2220|Kogarah 2217|Cronulla 2230|Miranda 2228|Sutherland 2232|
Strathfield 2135|Burwood 2134|Ashfield 2131|Five Dock 2046|Drummoyne 2047|Concord 2137|Rhodes 2138|Auburn 2144|
Fairfield 2165|Cabramatta 2166|Wollongong 2500|Kiama 2533|Bowral 2576|Newcastle 2300|Merewether 2291|Gosford 2250|
Terrigal 2260|Port Macquarie 2444|Coffs Harbour 2450|Byron Bay 2481|Orange 2800|Bathurst 2795|Dubbo 2830|
Wagga Wagga 2650|Albury 2640|Tamworth 2340|Armidale 2350`;

const VIC = `Melbourne 3000|Southbank 3006|Docklands 3008|Carlton 3053|Fitzroy 3065|Collingwood 3066|Richmond 3121|
South Yarra 3141|Toorak 3142|Prahran 3181|St Kilda 3182|Elwood 3184|Brighton 3186|Hawthorn 3122|Kew 3101|
Camberwell 3124|Box Hill 3128|Balwyn 3103|Doncaster 3108|Glen Waverley 3150|Malvern 3144|Caulfield 3162|
Williamstown 3016|Footscray 3011|Essendon 3040|Brunswick 3056|Northcote 3070|Preston 3072|Ivanhoe 3079|
Werribee 3030|Frankston 3199|Mornington 3931|Sorrento 3943|Geelong 3220|Torquay 3228|Ballarat 3350|Bendigo 3550|
Mildura 3500|Shepparton 3630|Warrnambool 3280|Traralgon 3844`;

const QLD = `Brisbane City 4000|New Farm 4005|Fortitude Valley 4006|Hamilton 4007|Ascot 4007|Clayfield 4011|
Chermside 4032|Paddington 4064|Toowong 4066|Indooroopilly 4068|Kenmore 4069|West End 4101|South Brisbane 4101|
Carindale 4152|Cleveland 4163|Bulimba 4171|Southport 4215|Surfers Paradise 4217|Broadbeach 4218|
Burleigh Heads 4220|Coolangatta 4225|Robina 4226|Noosa Heads 4567|Maroochydore 4558|Caloundra 4551|
Toowoomba 4350|Cairns 4870|Townsville 4810|Mackay 4740|Rockhampton 4700|Bundaberg 4670|Hervey Bay 4655`;

const WA = `Perth 6000|West Perth 6005|Subiaco 6008|Nedlands 6009|Claremont 6010|Cottesloe 6011|Mosman Park 6012|
Scarborough 6019|Joondalup 6027|South Perth 6151|Applecross 6153|Fremantle 6160|Rockingham 6168|Mandurah 6210|
Bunbury 6230|Busselton 6280|Albany 6330|Kalgoorlie 6430|Geraldton 6530|Broome 6725`;

const SA = `Adelaide 5000|North Adelaide 5006|Henley Beach 5022|Glenelg 5045|Brighton 5048|Unley 5061|Burnside 5066|
Norwood 5067|Prospect 5082|Victor Harbor 5211|Mount Barker 5251|Mount Gambier 5290|Whyalla 5600|Port Lincoln 5606`;

const TAS = `Hobart 7000|Battery Point 7004|Sandy Bay 7005|Kingston 7050|Launceston 7250|Devonport 7310|Burnie 7320`;

const ACT = `Barton 2600|Deakin 2600|Yarralumla 2600|Canberra 2601|Griffith 2603|Kingston 2604|Braddon 2612|
Belconnen 2617|Greenway 2900|Gungahlin 2912`;

const NT = `Darwin 0800|Nightcliff 0810|Fannie Bay 0820|Palmerston 0830|Katherine 0850|Alice Springs 0870`;

function parse(state: Suburb['state'], list: string): Suburb[] {
  return list
    .split('|')
    .map((entry) => entry.trim())
    .map((entry) => {
      const at = entry.lastIndexOf(' ');
      return { suburb: entry.slice(0, at), state, postcode: entry.slice(at + 1) };
    });
}

// Weighted roughly by population: the list order does not matter, the share of each state does.
export const SUBURBS: Suburb[] = [
  ...parse('NSW', NSW),
  ...parse('VIC', VIC),
  ...parse('QLD', QLD),
  ...parse('WA', WA),
  ...parse('SA', SA),
  ...parse('TAS', TAS),
  ...parse('ACT', ACT),
  ...parse('NT', NT),
];
