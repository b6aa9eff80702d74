import numpy as np, glob, json, sys, os
D=np.vstack([np.loadtxt(f,delimiter=',') for f in sorted(glob.glob(os.environ['DATA']))])
g=D[:,0]; isfit=D[:,2]; tl=D[:,3]
B=9; E=8
me=D[:,4:4+B]; ot=D[:,4+B:4+2*B]; xme=D[:,4+2*B:4+2*B+E]; xot=D[:,4+2*B+E:4+2*B+2*E]
e1=D[:,-2]; y=D[:,-1]
ph=np.minimum(1,tl/71.0)
d=me-ot; dx=xme-xot
EX=['cityOpen','roadOpen','cloisterNow','farmDone','farmCount','handEmpty','sharedCity','roadChance']
test=(g%5==0); tr=~test
print('rows',len(y),'games',len(set(g)),'fit rows',int(isfit.sum()))
def basis2(cols): return np.hstack([np.column_stack([c*ph,c*(1-ph)]) for c in cols]+[np.column_stack([ph,1-ph])])
def basis3(cols):
    a=np.clip(2*ph-1,0,1); c_=np.clip(1-2*ph,0,1); b=1-a-c_
    return np.hstack([np.column_stack([c*a,c*b,c*c_]) for c in cols]+[np.column_stack([a,b,c_])])
def fit(X,mask,name):
    w,*_=np.linalg.lstsq(X[tr&mask],y[tr&mask],rcond=None)
    p=X@w
    out=[]
    for m in [test&mask, test&(isfit==1), test&(isfit==0)]:
        out.append((y[m]-p[m]).std())
    print('%-40s heldout SD all-mask %.3f  fitmover %.3f  eval1mover %.3f'%(name,*out))
    return w
cur=[1.0663,1.0115,0.9043,1.0515,0.8672,1.6576,1.0309,0.9551,0.2831,0.9185,0.2951,0.9316,-4.57,-2.2349,-1.5927,-1.4969,1.1598,-1.633,-2.1666,-1.0464]
pc=basis2([d[:,k] for k in range(B)])@np.array(cur)
allm=np.ones(len(y),bool)
for m,nm in [(test,'all'),(test&(isfit==1),'fitmover'),(test&(isfit==0),'eval1mover')]:
    print('eval1 own SD %-10s %.3f   EVAL1_FIT %.3f'%(nm,(y[m]-e1[m]).std(),(y[m]-pc[m]).std()))
base=[d[:,k] for k in range(B)]
w0=fit(basis2(base),allm,'base refit all rows')
fit(basis2(base),isfit==1,'base refit fitmover rows')
for j in range(E):
    fit(basis2(base+[dx[:,j]]),allm,'base + '+EX[j])
wa=fit(basis2(base+[dx[:,j] for j in range(E)]),allm,'base + all extras')
fit(basis3(base),allm,'base 3-knot')
fit(basis3(base+[dx[:,j] for j in range(E)]),allm,'base+extras 3-knot')
print(json.dumps([round(float(x),4) for x in w0]))
